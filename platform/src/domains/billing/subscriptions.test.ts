import { isContentPurchased } from './entitlements';
import { createBillingTestPlatform, readJson, type BillingTestPlatform, type JsonBody } from './testing';

const DAY_MS = 86_400_000;

describe('accounts and subscriptions', () => {
  let p: BillingTestPlatform;
  beforeEach(() => {
    p = createBillingTestPlatform();
  });
  afterEach(() => p.close());

  const get = async (path: string, token = p.demoToken) => readJson(await p.request(path, { token }));
  const buy = (body: Record<string, unknown>, token = p.demoToken, headers: Record<string, string> = {}) =>
    p.request('/v2/users/self/subscriptions', { method: 'POST', token, json: body, headers });
  const dev = async (userId = p.demoUserId) => (await readJson(await p.request(`/dev/billing/user/${userId}`))).data;

  it('seeds the demo member with a balance and one subscription per actions-table state', async () => {
    expect(await get('/v2/users/self/balance')).toMatchObject({ balance: '1500.00', is_payment_allowed: true });
    const current = await get('/v2/users/self/subscriptions/current');
    const byId = Object.fromEntries(current.map((packet: JsonBody) => [packet.id, packet.subscription]));
    expect(current[0].id).toBe(1);
    expect(byId[1].actions).toMatchObject({
      can_disable_renew: true,
      can_change_period: true,
      can_enable_renew: false,
      can_subscribe: false,
    });
    expect(byId[6].actions).toMatchObject({ can_disable_renew: false, can_enable_renew: true });
    expect(byId[5]).toMatchObject({ status: 'paused' });
    expect(byId[5].actions).toMatchObject({ can_unsubscribe: true, can_disable_renew: false });
    expect(current.find((packet: JsonBody) => packet.id === 5)).toMatchObject({
      is_paused: true,
      allow_delete_paused: true,
    });
    const futures = await get('/v2/users/self/subscriptions/futures');
    expect(futures.map((packet: JsonBody) => packet.id)).toEqual([4]);
    expect(futures[0].next_user_purchase.actions.can_unsubscribe).toBe(true);
  });

  it('buys from the balance once; a repeat with the same idempotency key answers the same subscription', async () => {
    const first = await buy({ packet_id: 3, period: 301 }, p.demoToken, { 'idempotency-key': 'buy-kids' });
    expect(first.status).toBe(200);
    const created = await readJson(first);
    expect(created.account.balance).toBe('510.00');
    const repeat = await buy({ packet_id: 3, period: 301 }, p.demoToken, { 'idempotency-key': 'buy-kids' });
    expect(repeat.status).toBe(200);
    expect((await readJson(repeat)).id).toBe(created.id);
    const again = await buy({ packet_id: 3 });
    expect(again.status).toBe(400);
    expect((await readJson(again)).error_code).toBe('already_purchased');
    expect((await dev()).account.balance).toBe('510.00');
  });

  it('charges once when the same purchase is submitted twice at the same moment', async () => {
    const [a, b] = await Promise.all([buy({ packet_id: 3 }), buy({ packet_id: 3 })]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const state = await dev();
    expect(state.account.balance).toBe('510.00');
    expect(state.subscriptions.filter((sub: JsonBody) => sub.packet_id === 3)).toHaveLength(1);
  });

  it('changes the period of the next renewal to another period of the same packet only', async () => {
    const changed = await p.request('/v2/users/self/subscriptions/1', {
      method: 'PATCH',
      token: p.demoToken,
      json: { period: 103 },
    });
    expect((await readJson(changed)).packet.subscription.actions).toMatchObject({
      next_period_human: { days: 0, months: 3, years: 0 },
      next_price: '5373.00',
    });
    const wrong = await p.request('/v2/users/self/subscriptions/1', {
      method: 'PATCH',
      token: p.demoToken,
      json: { period: 203 },
    });
    expect(wrong.status).toBe(400);
  });

  it('rents a single title from the balance and opens it', async () => {
    const film = p.ctx.db
      .prepare(`SELECT id FROM contents WHERE library_id = 1 AND parent_id IS NULL LIMIT 1`)
      .get() as { id: number };
    const rented = await p.request('/v2/users/self/purchases', {
      method: 'POST',
      token: p.demoToken,
      json: { content_id: film.id },
    });
    expect(rented.status).toBe(200);
    expect((await dev()).account.balance).toBe('1010.00');
    expect(isContentPurchased(p.ctx, p.demoUserId, film.id)).toBe(true);
    const again = await p.request('/v2/users/self/purchases', {
      method: 'POST',
      token: p.demoToken,
      json: { content_id: film.id },
    });
    expect((await readJson(again)).error_code).toBe('already_purchased');
  });

  it('answers 402 not_enough_money with the missing amount and leaves the balance alone', async () => {
    const response = await buy({ packet_id: 2, period: 201 });
    expect(response.status).toBe(402);
    expect(await readJson(response)).toMatchObject({
      error_code: 'not_enough_money',
      amount: '990.00',
      price: '2490.00',
      balance: '1500.00',
    });
    expect((await dev()).account.balance).toBe('1500.00');
  });

  it("writes the 402 message's missing amount in the provider's currency, not a fixed code", async () => {
    const providers = p.ctx.db.prepare(`SELECT id, currency FROM providers`).all() as {
      id: number;
      currency: string;
    }[];
    const som = { UTF_NAME: 'сум', ASCII_NAME: 'UZS', ISO_CODE: 'UZS', FORMAT: '{amount} {symbol}' };
    p.ctx.db.prepare(`UPDATE providers SET currency = ?`).run(JSON.stringify(som));
    try {
      const body = JSON.stringify(await readJson(await buy({ packet_id: 2, period: 201 })));
      expect(body).toContain('990.00 сум missing');
      expect(body).not.toContain('KZT');
    } finally {
      const restore = p.ctx.db.prepare(`UPDATE providers SET currency = ? WHERE id = ?`);
      for (const provider of providers) restore.run(provider.currency, provider.id);
    }
  });

  it('ends a yearly period bought in a leap year 366 days on', async () => {
    const clock = p.clock.now;
    p.clock.now = Date.UTC(2028, 0, 10, 12);
    try {
      const member = p.newMember();
      expect((await buy({ packet_id: 1, is_trial: true }, member.token)).status).toBe(200);
      p.ctx.db.prepare(`UPDATE accounts SET balance = 10000000 WHERE user_id = ?`).run(member.userId);
      expect((await buy({ packet_id: 2, period: 212 }, member.token)).status).toBe(200);
      const yearly = p.ctx.db
        .prepare(`SELECT start_at, end_at FROM subscriptions WHERE user_id = ? AND packet_id = 2`)
        .get(member.userId) as { start_at: number; end_at: number };
      expect(yearly.end_at - yearly.start_at).toBe(366 * 86_400);
    } finally {
      p.clock.now = clock;
    }
  });

  it('disables renewal (200), refuses a second time with "disabled renewal", and re-enables by PATCH', async () => {
    const off = await p.request('/v2/users/self/subscriptions/1', { method: 'DELETE', token: p.demoToken });
    expect(off.status).toBe(200);
    expect((await readJson(off)).renew).toBe(false);
    const twice = await p.request('/v2/users/self/subscriptions/1', { method: 'DELETE', token: p.demoToken });
    expect(twice.status).toBe(400);
    expect((await readJson(twice)).error.message).toBe('disabled renewal');
    const on = await p.request('/v2/users/self/subscriptions/1', {
      method: 'PATCH',
      token: p.demoToken,
      json: { renew: true },
    });
    expect((await readJson(on)).packet.subscription.actions.can_disable_renew).toBe(true);
  });

  it('answers 451 with the server text for a provider-managed packet', async () => {
    const current = await get('/v2/users/self/subscriptions/current');
    const multiroom = current.find((packet: JsonBody) => packet.id === 10);
    const response = await p.request(`/v2/users/self/subscriptions/${multiroom.subscription.id}`, {
      method: 'DELETE',
      token: p.demoToken,
    });
    expect(response.status).toBe(451);
    expect((await readJson(response)).error.message).toMatch(/managed by your provider/);
  });

  it('removes the paused subscription and the queued future one', async () => {
    const current = await get('/v2/users/self/subscriptions/current');
    const paused = current.find((packet: JsonBody) => packet.id === 5).subscription.id;
    expect(
      (await p.request(`/v2/users/self/subscriptions/${paused}`, { method: 'DELETE', token: p.demoToken })).status,
    ).toBe(200);
    const future = (await get('/v2/users/self/subscriptions/futures'))[0].next_user_purchase.id;
    expect(
      (await p.request(`/v2/users/self/subscriptions/futures/${paused}`, { method: 'DELETE', token: p.demoToken }))
        .status,
    ).toBe(404);
    expect(
      (await p.request(`/v2/users/self/subscriptions/futures/${future}`, { method: 'DELETE', token: p.demoToken }))
        .status,
    ).toBe(200);
    expect(await get('/v2/users/self/subscriptions/futures')).toEqual([]);
    expect((await get('/v2/users/self/subscriptions/current')).map((packet: JsonBody) => packet.id)).not.toContain(5);
  });

  it('renews from the balance when a period ends, ends what cannot renew, and starts the future one', async () => {
    await p.request('/v2/users/self/promokeys', { method: 'POST', token: p.demoToken, json: { key: 'BONUS500' } });
    p.clock.now += 21 * DAY_MS;
    const state = await dev();
    const status = (packetId: number) => state.subscriptions.find((sub: JsonBody) => sub.packet_id === packetId);
    expect(status(1)).toMatchObject({ status: 'active' });
    expect(status(1).end_at - Math.floor(p.clock.now / 1000)).toBeGreaterThan(25 * 86_400);
    expect(status(6)).toMatchObject({ status: 'ended' });
    expect(status(4)).toMatchObject({ status: 'active' });
    expect(state.account.balance).toBe('10.00');
  });

  it('requires a base packet first, offers the base trial once, and charges nothing for it', async () => {
    const member = p.newMember();
    const noBase = await buy({ packet_id: 3 }, member.token);
    expect(noBase.status).toBe(400);
    expect((await readJson(noBase)).error_code).toBe('base_packet_required');
    const periods = await get('/v2/packets/1/purchaseperiods', member.token);
    expect(periods[0]).toMatchObject({
      is_have_trial: true,
      trial_amount: '0.00',
      trial_period_human: { days: 7, months: 0, years: 0 },
    });
    const trial = await buy({ packet_id: 1, is_trial: true }, member.token);
    expect(trial.status).toBe(200);
    expect(await get('/v2/packets/1', member.token)).toMatchObject({ is_used_trial: true, is_trial: false });
    expect((await dev(member.userId)).subscriptions[0]).toMatchObject({ is_trial: true, amount: '0.00' });
  });

  it('handles purchases: buy by purchase id, disable and re-enable by status, delete', async () => {
    const bought = await p.request('/v2/users/self/purchases', {
      method: 'POST',
      token: p.demoToken,
      json: { purchase: 301 },
    });
    expect(bought.status).toBe(200);
    const id = (await readJson(bought)).id;
    const disabled = await p.request(`/v2/users/self/purchases/${id}`, {
      method: 'PATCH',
      token: p.demoToken,
      json: { status: 'disabled' },
    });
    expect((await readJson(disabled)).renew).toBe(false);
    const enabled = await p.request('/v2/users/self/purchases', {
      method: 'PATCH',
      token: p.demoToken,
      json: { id, status: 'active' },
    });
    expect((await readJson(enabled)).renew).toBe(true);
    const deleted = await p.request(`/v2/users/self/purchases/${id}`, { method: 'DELETE', token: p.demoToken });
    expect((await readJson(deleted)).renew).toBe(false);
    const bad = await p.request(`/v2/users/self/purchases/${id}`, {
      method: 'PATCH',
      token: p.demoToken,
      json: { status: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps every personal billing call closed to callers without a session', async () => {
    for (const path of ['/v2/users/self/accounts', '/v2/users/self/balance', '/v2/users/self/subscriptions/current']) {
      expect((await p.request(path)).status).toBe(401);
    }
  });
});
