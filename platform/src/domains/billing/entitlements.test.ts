import {
  isChannelPurchased,
  isContentPurchased,
  packetIdsForChannel,
  packetIdsForContent,
  purchasedChannelIds,
} from './entitlements';
import { createBillingTestPlatform, type BillingTestPlatform } from './testing';

const DAY_MS = 86_400_000;

describe('entitlements', () => {
  let p: BillingTestPlatform;
  beforeEach(() => {
    p = createBillingTestPlatform();
  });
  afterEach(() => p.close());

  const channel = (where: string) =>
    p.ctx.db.prepare(`SELECT id FROM channels WHERE ${where} LIMIT 1`).get() as { id: number };
  const content = (where: string) =>
    p.ctx.db.prepare(`SELECT id FROM contents WHERE ${where} LIMIT 1`).get() as { id: number };

  it('places channels in packets from their columns', () => {
    expect(packetIdsForChannel(p.ctx, channel(`is_adult = 1`).id)).toEqual([4]);
    expect(packetIdsForChannel(p.ctx, channel(`tags LIKE '%"sport"%' AND tags NOT LIKE '%premium%'`).id)).toEqual([
      1, 5,
    ]);
    expect(packetIdsForChannel(p.ctx, channel(`tags LIKE '%"sport"%' AND tags LIKE '%premium%'`).id)).toEqual([5]);
    expect(packetIdsForChannel(p.ctx, channel(`tags LIKE '%"kids"%'`).id)).toEqual([1, 3]);
    expect(packetIdsForChannel(p.ctx, channel(`genre = 'movies' AND tags LIKE '%premium%'`).id)).toEqual([2]);
    expect(packetIdsForChannel(p.ctx, 999_999)).toEqual([]);
  });

  it('places contents by library, episodes through their parents', () => {
    expect(packetIdsForContent(p.ctx, content(`library_id = 1 AND parent_id IS NULL`).id)).toEqual([2]);
    expect(packetIdsForContent(p.ctx, content(`library_id = 4`).id)).toEqual([2]);
    expect(packetIdsForContent(p.ctx, content(`library_id = 3`).id)).toEqual([3]);
    expect(packetIdsForContent(p.ctx, content(`content_type = 'episode' AND library_id = 2`).id)).toEqual([6]);
  });

  it('opens free channels to everyone and packet channels to holders only', () => {
    const member = p.newMember();
    const free = channel(`is_free = 1`).id;
    const basic = channel(`is_free = 0 AND is_adult = 0 AND tags NOT LIKE '%premium%'`).id;
    const adult = channel(`is_adult = 1`).id;
    expect(purchasedChannelIds(p.ctx, member.userId).has(free)).toBe(true);
    expect(purchasedChannelIds(p.ctx, member.userId).has(basic)).toBe(false);
    const demo = purchasedChannelIds(p.ctx, p.demoUserId);
    expect(demo.has(basic)).toBe(true);
    // Night is the demo member's future subscription: adult channels open when it starts.
    expect(demo.has(adult)).toBe(false);
    p.clock.now += 11 * DAY_MS;
    expect(purchasedChannelIds(p.ctx, p.demoUserId).has(adult)).toBe(true);
  });

  it("answers one channel's purchase as the whole list does, for a member, the demo member and an unknown channel", () => {
    const member = p.newMember();
    const ids = (p.ctx.db.prepare('SELECT id FROM channels').all() as { id: number }[]).map((row) => row.id);
    for (const userId of [member.userId, p.demoUserId]) {
      const purchased = purchasedChannelIds(p.ctx, userId);
      expect(ids.filter((id) => isChannelPurchased(p.ctx, userId, id))).toEqual(ids.filter((id) => purchased.has(id)));
    }
    expect(isChannelPurchased(p.ctx, p.demoUserId, 999_999)).toBe(false);
  });

  it('opens premieres to a holder of the promo-only packet, which is never offered for sale', async () => {
    const premiere = content(`library_id = 4`).id;
    const member = p.newMember();
    expect(isContentPurchased(p.ctx, member.userId, premiere)).toBe(false);
    await p.request('/v2/users/self/promokeys', { method: 'POST', token: member.token, json: { key: 'WELCOME' } });
    expect(isContentPurchased(p.ctx, member.userId, premiere)).toBe(true);
    expect(isContentPurchased(p.ctx, member.userId, content(`library_id = 1 AND parent_id IS NULL`).id)).toBe(false);
  });

  it('opens contents of held packets; a paused packet opens nothing', () => {
    const series = content(`library_id = 2 AND content_type = 'series'`).id;
    const film = content(`library_id = 1 AND content_type = 'movie'`).id;
    expect(isContentPurchased(p.ctx, p.demoUserId, series)).toBe(true);
    expect(isContentPurchased(p.ctx, p.demoUserId, film)).toBe(false);
    expect(isContentPurchased(p.ctx, p.newMember().userId, series)).toBe(false);
    const sport = channel(`tags LIKE '%premium%' AND tags LIKE '%"sport"%'`).id;
    expect(purchasedChannelIds(p.ctx, p.demoUserId).has(sport)).toBe(false);
  });
});
