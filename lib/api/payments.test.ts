import { POLL_NO_ANSWER, POLL_UNREADABLE_ANSWER, TRANSACTION_POLL_INTERVAL_MS } from '@/lib/rules/purchase-steps';
import { createBillingTestPlatform } from '@/platform/src/domains/billing/testing';
import { getAccounts, getBalance, getCurrentSubscriptions } from './billing';
import { createApiClient } from './client';
import {
  confirmPhonePayment,
  createOffer,
  deleteCard,
  getCards,
  getOfferInfo,
  getPaySystems,
  linkCard,
  payByLinkedCard,
  payByPhone,
  payByQr,
  payByRedirect,
  payOffer,
  pollFailureStatus,
  pollTransaction,
} from './payments';
import { ApiError, NetworkError } from './errors';

/** `intercept` may answer a request in the platform's place (a dropped connection); null lets the platform answer. */
function setup(intercept: (url: string) => Promise<Response> | null = () => null) {
  const platform = createBillingTestPlatform();
  const api = createApiClient({
    baseUrl: 'http://platform.test',
    accessToken: platform.demoToken,
    locale: 'en',
    fetch: (input, init) =>
      intercept(String(input instanceof Request ? input.url : input)) ?? Promise.resolve(platform.app.fetch(new Request(input, init))),
  });
  // Polling sleeps move the platform clock, so transactions settle without real waiting.
  const sleep = async (ms: number) => {
    platform.clock.now += ms;
  };
  const now = () => platform.clock.now;
  return { platform, api, sleep, now };
}

describe('lib/api/payments against the platform', () => {
  it('tops up through the redirect page and polls to completion', async () => {
    const { platform, api, sleep, now } = setup();
    const [account] = await getAccounts(api);
    const systems = await getPaySystems(api, account.id);
    expect(systems.find((system) => system.shortname === 'card_iframe')?.mode).toBe('iframe');
    expect(systems.find((system) => system.shortname === 'kaspi')?.isKaspi).toBe(true);
    const tx = await payByRedirect(
      api,
      account.id,
      { amount: '700' },
      { paySystem: 'card', returnUrl: 'http://web.test/lk' },
    );
    expect(tx).toMatchObject({ status: 'pending', amount: '700.00', url: expect.stringMatching(/^http:\/\/platform\.test\/pay\/[0-9a-f]{32}$/) });
    const settled = await pollTransaction(api, tx.id, { sleep, now });
    expect(settled?.status).toBe('complete');
    expect((await getBalance(api)).balance).toBe('2200.00');
    platform.close();
  });

  it('buys a packet from a linked card in one settled transaction', async () => {
    const { platform, api, sleep, now } = setup();
    const cards = await getCards(api);
    const tx = await payByLinkedCard(api, 1, cards[0].id, { packetId: 2, periodId: 201 });
    expect(tx.amount).toBe('990.00');
    expect((await pollTransaction(api, tx.id, { sleep, now }))?.status).toBe('complete');
    expect((await getCurrentSubscriptions(api)).map((packet) => packet.id)).toContain(2);
    await expect(payByLinkedCard(api, 1, cards[1].id, { amount: '10' })).rejects.toMatchObject({
      status: 400,
      code: 'no_funds',
    });
    platform.close();
  });

  it('confirms a phone payment by SMS code and shows a QR with the amount', async () => {
    const { platform, api } = setup();
    const lines: string[] = [];
    platform.ctx.log = (line) => lines.push(line);
    const tx = await payByPhone(api, 1, '+77011234567', { amount: '50' });
    expect(tx.needsSmsCode).toBe(true);
    const code = /SMS code (\d+)/.exec(lines.join('\n'))![1];
    expect((await confirmPhonePayment(api, 1, tx.id, code)).status).toBe('complete');
    const qr = await payByQr(api, 1, { packetId: 7 }, { paySystem: 'qr' });
    expect(qr.amount).toBe('1940.00');
    expect(qr.qr?.svgDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    platform.close();
  });

  it('creates one transaction for a double submit', async () => {
    const { platform, api } = setup();
    const [a, b] = await Promise.all([
      payByRedirect(api, 1, { amount: '100' }, { idempotencyKey: 'double' }),
      payByRedirect(api, 1, { amount: '100' }, { idempotencyKey: 'double' }),
    ]);
    expect(a.id).toBe(b.id);
    const state = (await (await platform.request(`/dev/billing/user/${platform.demoUserId}`)).json()) as {
      data: { transactions: unknown[] };
    };
    expect(state.data.transactions).toHaveLength(1);
    platform.close();
  });

  it('keeps asking through a dropped connection and sees the payment once it answers again', async () => {
    let dropped = 0;
    // The web server restarting, or a phone between cells: the first two polls meet no answer at all.
    const { platform, api, sleep, now } = setup((url) => {
      if (!/\/transactions\/\d+(\?|$)/.test(url) || dropped >= 2) return null;
      dropped += 1;
      return Promise.reject(new TypeError('fetch failed'));
    });
    const [account] = await getAccounts(api);
    const tx = await payByRedirect(api, account.id, { amount: '700' }, { paySystem: 'card', returnUrl: 'http://web.test/lk' });
    const settled = await pollTransaction(api, tx.id, { sleep, now });
    expect(dropped).toBe(2);
    expect(settled?.status).toBe('complete');
    platform.close();
  });

  it('tells the polling rule an API status, no answer, or an answer it could not read', () => {
    expect(pollFailureStatus(new ApiError(503, null))).toBe(503);
    expect(pollFailureStatus(new NetworkError(new TypeError('fetch failed')))).toBe(POLL_NO_ANSWER);
    expect(pollFailureStatus(new SyntaxError('Unexpected token <'))).toBe(POLL_UNREADABLE_ANSWER);
  });

  it('stops polling after the spec limit when nothing settles', async () => {
    const { platform, api, now } = setup();
    const lines: string[] = [];
    platform.ctx.log = (line) => lines.push(line);
    const tx = await payByPhone(api, 1, '+77011234567', { amount: '50' });
    let polls = 0;
    const result = await pollTransaction(api, tx.id, {
      now,
      sleep: async (ms) => {
        polls += 1;
        platform.clock.now += ms;
      },
    });
    expect(result).toBeNull();
    expect(polls).toBe(600_000 / TRANSACTION_POLL_INTERVAL_MS);
    platform.close();
  });

  it('links and removes cards, and runs the offer flow', async () => {
    const { platform, api, sleep, now } = setup();
    const link = await linkCard(api, 1);
    expect(link.kind).toBe('card_link');
    await pollTransaction(api, link.id, { sleep, now });
    const cards = await getCards(api);
    expect(cards).toHaveLength(3);
    expect(await deleteCard(api, cards[2].id)).toHaveLength(2);

    const offer = await createOffer(api, 2);
    expect(await getOfferInfo(api, offer.id)).toMatchObject({ productTitle: 'Cinema', distributionType: 'subscription' });
    expect(offer.purchases[0].hasTrial).toBe(true);
    await expect(
      payOffer(api, { offerId: offer.id, purchaseId: 212, paySystem: 'linkedcard', cardId: cards[1].id }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await payOffer(api, { offerId: offer.id, purchaseId: 201, paySystem: 'card' })).toMatchObject({
      kind: 'paid',
    });
    await expect(createOffer(api, 2)).rejects.toMatchObject({ status: 400, message: 'No purchases!' });
    platform.close();
  });

  it('takes the offer\'s id from either spelling the spec names (offer_id or id)', async () => {
    const answer = { id: 31, purchases: [], paysystems: [] };
    const { platform, api } = setup((url) =>
      /purchases_offer$/.test(new URL(url).pathname) ? Promise.resolve(Response.json(answer, { status: 201 })) : null,
    );
    expect((await createOffer(api, 2)).id).toBe(31);
    platform.close();
  });
});
