import { DEMO_PROMO_CODES } from './seed-promo';
import { createBillingTestPlatform, readJson, type BillingTestPlatform, type JsonBody } from './testing';

describe('promo keys', () => {
  let p: BillingTestPlatform;
  beforeEach(() => {
    p = createBillingTestPlatform();
  });
  afterEach(() => p.close());

  const check = (key: string, token = p.demoToken, extra: Record<string, unknown> = {}) =>
    p.request('/v2/users/self/promokeys/check', { method: 'POST', token, json: { key, ...extra } });
  const apply = (key: string, token = p.demoToken) =>
    p.request('/v2/users/self/promokeys', { method: 'POST', token, json: { key } });
  const dev = async (userId = p.demoUserId) => (await readJson(await p.request(`/dev/billing/user/${userId}`))).data;

  it('applies a plain code: free days of its packet, once per user', async () => {
    const checked = await check(DEMO_PROMO_CODES.plain);
    expect(checked.status).toBe(200);
    expect(await readJson(checked)).toMatchObject({
      key: 'WELCOME',
      is_need_confirm: false,
      days: 7,
      packet_ids: [9],
      conditions: [],
    });
    const applied = await apply('welcome');
    expect(applied.status).toBe(201);
    const sub = (await dev()).subscriptions.find((row: JsonBody) => row.packet_id === 9);
    expect(sub).toMatchObject({ status: 'active', renew: false, is_trial: true, amount: '0.00' });
    expect(sub.end_at - sub.start_at).toBe(7 * 86_400);
    const again = await apply(DEMO_PROMO_CODES.plain);
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.message).toBe('You have already used this promo code.');
  });

  it('tops up the balance with a bonus code', async () => {
    await apply(DEMO_PROMO_CODES.bonus);
    expect((await dev()).account.balance).toBe('2000.00');
  });

  it('asks for confirmation with the confirmation text before a renewing trial', async () => {
    const data = await readJson(await check(DEMO_PROMO_CODES.confirm, p.demoToken, {}));
    expect(data.is_need_confirm).toBe(true);
    expect(data.confirmation_text).toContain('990 ₸');
    const english = await readJson(
      await p.request('/v2/promokeys/KIDS14/info', { headers: { 'accept-language': 'en' } }),
    );
    expect(english.confirmation_title).toBe('Turn on Kids?');
    await apply(DEMO_PROMO_CODES.confirm);
    expect((await dev()).subscriptions.find((row: JsonBody) => row.packet_id === 3)).toMatchObject({
      renew: true,
      is_trial: true,
    });
  });

  it('requires a linked card (user_must_have_credit_card) unless conditions are ignored', async () => {
    const member = p.newMember();
    const refused = await check(DEMO_PROMO_CODES.card, member.token);
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error_code).toBe('user_must_have_credit_card');
    const ignored = await check(DEMO_PROMO_CODES.card, member.token, { ignore_conditions: true });
    expect(await readJson(ignored)).toMatchObject({
      conditions: ['user_must_have_credit_card'],
      user_has_credit_card: false,
    });
    expect((await apply(DEMO_PROMO_CODES.card, member.token)).status).toBe(400);
    expect((await dev(member.userId)).subscriptions).toHaveLength(0);
    // The demo member already has a card: the same code goes straight through.
    expect((await readJson(await check(DEMO_PROMO_CODES.card))).user_has_credit_card).toBe(true);
    expect((await apply(DEMO_PROMO_CODES.card)).status).toBe(201);
  });

  it('explains expired, used, unknown and malformed codes in error.message', async () => {
    const expired = await check(DEMO_PROMO_CODES.expired);
    expect(expired.status).toBe(400);
    expect((await readJson(expired)).error.message).toBe('This promo code has expired.');
    const used = await check(DEMO_PROMO_CODES.used);
    expect((await readJson(used)).error_code).toBe('promo_used');
    const unknown = await check('NOPE');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error).toEqual({ message: 'Promo code not found.' });
    const long = await check('A'.repeat(16));
    expect(long.status).toBe(400);
    expect((await check('')).status).toBe(400);
  });

  it('asks callers without a session to sign in (401)', async () => {
    expect(
      (await p.request('/v2/users/self/promokeys/check', { method: 'POST', json: { key: 'WELCOME' } })).status,
    ).toBe(401);
  });
});
