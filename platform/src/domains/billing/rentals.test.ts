import { isContentPurchased } from './entitlements';
import { contentPayOffer } from './rentals';
import { createBillingTestPlatform, readJson, type BillingTestPlatform } from './testing';

describe('single-title rentals', () => {
  let p: BillingTestPlatform;
  beforeEach(() => {
    p = createBillingTestPlatform();
  });
  afterEach(() => p.close());

  const contentOf = (where: string) =>
    (p.ctx.db.prepare(`SELECT id FROM contents WHERE ${where} LIMIT 1`).get() as { id: number }).id;
  const rent = (contentId: number, token = p.demoToken) =>
    p.request('/v2/users/self/purchases', { method: 'POST', token, json: { content_id: contentId } });

  it('offers a packet-locked film for rent and says when the caller rents it', async () => {
    const film = contentOf(`library_id = 1 AND parent_id IS NULL AND content_type = 'movie'`);
    const offer = await readJson(await p.request(`/v2/rentals/${film}`, { token: p.demoToken }));
    expect(offer).toEqual({
      content_id: film,
      amount: '490.00',
      currency: 'KZT',
      period_human: { days: 2, months: 0, years: 0 },
      is_rented: false,
      end_at: null,
    });
    expect((await rent(film)).status).toBe(200);
    const after = await readJson(await p.request(`/v2/rentals/${film}`, { token: p.demoToken }));
    expect(after).toMatchObject({ is_rented: true, end_at: Math.floor(p.clock.now / 1000) + 2 * 86_400 });
  });

  it('does not rent episodes, series or free titles', async () => {
    const episode = contentOf(`content_type = 'episode'`);
    const series = contentOf(`content_type = 'series'`);
    for (const id of [episode, series]) {
      const offer = await p.request(`/v2/rentals/${id}`, { token: p.demoToken });
      expect(offer.status).toBe(404);
      expect((await readJson(offer)).error_code).toBe('not_for_rent');
      const refused = await rent(id);
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).error_code).toBe('not_for_rent');
    }
    expect((await p.request('/v2/rentals/99999999')).status).toBe(404);
    expect((await p.request('/v2/rentals/abc')).status).toBe(400);
  });

  it('answers 402 with the missing amount on a short balance and rents nothing', async () => {
    const member = p.newMember();
    const film = contentOf(`library_id = 4 AND parent_id IS NULL AND content_type = 'movie'`);
    const refused = await rent(film, member.token);
    expect(refused.status).toBe(402);
    expect(await readJson(refused)).toMatchObject({ error_code: 'not_enough_money', amount: '490.00' });
    expect(isContentPurchased(p.ctx, member.userId, film)).toBe(false);
    const state = (await readJson(await p.request(`/dev/billing/user/${member.userId}`))).data;
    expect(state.rentals).toEqual([]);
  });

  it('rents the film with the top-up that pays what the balance lacks, even when nobody polls for it', async () => {
    const member = p.newMember();
    const film = contentOf(`library_id = 4 AND parent_id IS NULL AND content_type = 'movie'`);
    const account = await readJson(await p.request('/v2/users/self/balance', { token: member.token }));
    const created = await p.request(`/v2/users/self/accounts/${account.id}/payforms/short_url`, {
      method: 'POST',
      token: member.token,
      json: { content_id: film, paysystem_shortname: 'card' },
    });
    expect(created.status).toBe(201);
    const tx = await readJson(created);
    expect(tx).toMatchObject({ amount: '490.00', content_id: film, packet_id: null, status: 'pending' });
    expect(isContentPurchased(p.ctx, member.userId, film)).toBe(false);
    p.clock.now += p.ctx.config.transactionSettleMs;
    // Any later read of the member's billing settles the due payment; the page that paid may be long gone.
    const state = (await readJson(await p.request(`/dev/billing/user/${member.userId}`))).data;
    expect(state.account.balance).toBe('0.00');
    expect(state.rentals).toEqual([expect.objectContaining({ content_id: film, status: 'active', amount: '490.00' })]);
    expect(isContentPurchased(p.ctx, member.userId, film)).toBe(true);
  });

  it('refuses a top-up for a film that is not on rent and creates no transaction', async () => {
    const member = p.newMember();
    const series = contentOf(`content_type = 'series'`);
    const account = await readJson(await p.request('/v2/users/self/balance', { token: member.token }));
    const refused = await p.request(`/v2/users/self/accounts/${account.id}/payforms/short_url`, {
      method: 'POST',
      token: member.token,
      json: { content_id: series },
    });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error_code).toBe('not_for_rent');
    expect((await readJson(await p.request(`/dev/billing/user/${member.userId}`))).data.transactions).toEqual([]);
  });

  it('names the rental on the pay button of a film on rent for less than its packets, else the cheapest packet', async () => {
    const member = p.newMember();
    const film = contentOf(`library_id = 4 AND parent_id IS NULL AND content_type = 'movie'`);
    const series = contentOf(`content_type = 'series' AND library_id = 2 AND is_free = 0`);
    const meta = async (id: number) =>
      await readJson(
        await p.request(`/v2/users/self/content_metadata/${id}`, {
          token: member.token,
          headers: { 'Accept-Language': 'en' },
        }),
      );
    const filmMeta = await meta(film);
    expect(filmMeta.min_price).toBe('490.00');
    expect(filmMeta.buttons[0]).toMatchObject({ button_type: 'pay', caption: 'Rent', sub_caption: 'for 490.00' });
    // A series is not rented: its cheapest packet is the way in.
    expect(contentPayOffer(p.ctx, series)).toEqual({ kind: 'subscribe', price: expect.any(Number) });
    // A packet cheaper than the rental is the cheapest way in.
    p.ctx.db.prepare(`UPDATE packets SET price = 30000 WHERE id = 2`).run();
    expect(contentPayOffer(p.ctx, film)).toEqual({ kind: 'subscribe', price: 30_000 });
    expect((await meta(film)).buttons[0]).toMatchObject({ caption: 'Subscribe', sub_caption: 'from 300.00' });
  });
});
