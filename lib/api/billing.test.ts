import { createBillingTestPlatform } from '@/platform/src/domains/billing/testing';
import {
  disableSubscription,
  getBalance,
  getCurrentSubscriptions,
  getFutureSubscriptions,
  getPacket,
  getPackets,
  getPacketsForChannel,
  getPurchaseOptions,
  getRentalOffer,
  isNotEnoughMoney,
  isProviderManaged,
  rentContent,
  setPurchaseStatus,
  subscribe,
  updateSubscription,
} from './billing';
import { createApiClient } from './client';

const platform = createBillingTestPlatform();
afterAll(() => platform.close());

function clientFor(accessToken?: string, locale = 'en') {
  return createApiClient({
    baseUrl: 'http://platform.test',
    accessToken,
    locale,
    fetch: (input, init) => Promise.resolve(platform.app.fetch(new Request(input, init))),
  });
}

describe('lib/api/billing against the platform', () => {
  it('reshapes packets into app types', async () => {
    const packets = await getPackets(clientFor());
    const cinema = packets.find((packet) => packet.id === 2)!;
    expect(cinema).toMatchObject({
      name: 'Cinema',
      price: '2490.00',
      isBase: false,
      trial: { amount: '100.00', period: { days: 7, months: 0, years: 0 } },
    });
    expect(cinema.actions.canSubscribe).toBe(true);
    const bundle = await getPacket(clientFor(), 7);
    expect(bundle.bundle).toMatchObject({ customName: 'Movie Hall', customPrice: '3490.00' });
    expect(bundle.members.map((member) => member.id)).toEqual([2, 6]);
    expect((await getPacket(clientFor(), 'demo_2')).id).toBe(2);
    const sport = platform.ctx.db.prepare(`SELECT id FROM channels WHERE genre = 'sport' LIMIT 1`).get() as {
      id: number;
    };
    expect((await getPacketsForChannel(clientFor(), sport.id)).map((packet) => packet.id)).toContain(5);
  });

  it("asks a provider's packet and a bundle member by the calls section 7 names for them", async () => {
    const paths: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      locale: 'en',
      fetch: (input, init) => {
        paths.push(new URL(String(input)).pathname);
        return Promise.resolve(platform.app.fetch(new Request(input, init)));
      },
    });
    expect((await getPacket(api, 'demo_2')).id).toBe(2);
    const member = await getPacket(api, '1_7_2');
    expect(member).toMatchObject({ id: 2, parentName: 'Cinema + Series' });
    expect((await getPacket(api, 2)).id).toBe(2);
    expect(paths).toEqual(['/v2/providers/demo/packet/2', '/v2/providers/1/bundles/7/packets/2', '/v2/packets/2']);
  });

  it('shows the demo member subscriptions with their actions', async () => {
    const api = clientFor(platform.demoToken);
    const current = await getCurrentSubscriptions(api);
    const base = current.find((packet) => packet.id === 1)!;
    expect(base.subscription).toMatchObject({ status: 'active', renew: true });
    expect(base.actions).toMatchObject({ canDisableRenew: true, canEnableRenew: false, nextPrice: '1990.00' });
    expect((await getFutureSubscriptions(api))[0].nextSubscription?.status).toBe('future');
  });

  it('buys from the balance, repeats safely with the same key, and reports 402 for a short balance', async () => {
    const member = platform.newMember();
    const api = clientFor(member.token);
    expect(isNotEnoughMoney(await subscribe(api, { packetId: 1 }).catch((error: unknown) => error))).toBe(true);
    const trial = await subscribe(api, { packetId: 1, isTrial: true, idempotencyKey: 'tap-1' });
    const again = await subscribe(api, { packetId: 1, isTrial: true, idempotencyKey: 'tap-1' });
    expect(again.subscriptionId).toBe(trial.subscriptionId);
    expect(trial.packet.isUsedTrial).toBe(true);
    expect((await getBalance(api)).balance).toBe('0.00');
    const options = await getPurchaseOptions(api, 3);
    expect(options.map((option) => option.id)).toEqual([301, 303, 312]);
    expect(options[0]).toMatchObject({ hasTrial: true, trialAmount: '0.00', hasMoneyOnBalance: true });
  });

  it('disables and re-enables renewal, and recognises the provider-managed 451', async () => {
    const api = clientFor(platform.demoToken);
    const current = await getCurrentSubscriptions(api);
    const series = current.find((packet) => packet.id === 6)!;
    const enabled = await updateSubscription(api, series.subscription!.id, { renew: true });
    expect(enabled.packet.actions.canDisableRenew).toBe(true);
    const disabled = await disableSubscription(api, series.subscription!.id);
    expect(disabled.renew).toBe(false);
    await expect(disableSubscription(api, series.subscription!.id)).rejects.toMatchObject({
      status: 400,
      message: 'disabled renewal',
    });
    expect((await setPurchaseStatus(api, series.subscription!.id, 'active')).renew).toBe(true);
    const multiroom = current.find((packet) => packet.id === 10)!;
    expect(
      isProviderManaged(await disableSubscription(api, multiroom.subscription!.id).catch((error: unknown) => error)),
    ).toBe(true);
  });

  it("reads a film's rental offer, rents it, and answers null for a title not rented out", async () => {
    const api = clientFor(platform.demoToken);
    const film = platform.ctx.db
      .prepare(`SELECT id FROM contents WHERE library_id = 4 AND parent_id IS NULL AND content_type = 'movie' LIMIT 1`)
      .get() as { id: number };
    const episode = platform.ctx.db.prepare(`SELECT id FROM contents WHERE content_type = 'episode' LIMIT 1`).get() as {
      id: number;
    };
    expect(await getRentalOffer(api, episode.id)).toBeNull();
    expect(await getRentalOffer(api, film.id)).toEqual({
      contentId: film.id,
      amount: '490.00',
      currency: 'KZT',
      period: { days: 2, months: 0, years: 0 },
      isRented: false,
      endAtSec: null,
    });
    const balance = await getBalance(api);
    const rented = await rentContent(api, balance.id, film.id);
    expect((await getRentalOffer(api, film.id))?.endAtSec).toBe(rented.endAtSec);
  });
});
