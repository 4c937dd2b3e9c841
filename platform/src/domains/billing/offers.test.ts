import { createBillingTestPlatform, readJson, type BillingTestPlatform, type JsonBody } from './testing';

describe('purchase offers', () => {
  let p: BillingTestPlatform;
  beforeEach(() => {
    p = createBillingTestPlatform();
  });
  afterEach(() => p.close());

  const offer = (packetId: number, token = p.demoToken) =>
    p.request('/v2/users/self/purchases_offer', {
      method: 'POST',
      token,
      json: { packet_id: packetId, source: 'web300' },
    });
  const transact = (body: Record<string, unknown>) =>
    p.request('/v2/users/self/purchases_offer/transaction', { method: 'POST', token: p.demoToken, json: body });

  const readBack = async (offerId: number) =>
    readJson(await p.request(`/v2/users/self/purchases_offer/${offerId}`, { token: p.demoToken }));

  it('creates an offer with purchases and pay systems, its card-confirm texts read back by its id', async () => {
    const created = await offer(2);
    expect(created.status).toBe(201);
    const data = await readJson(created);
    expect(data.id).toBe(data.offer_id);
    expect(data.purchases[0]).toMatchObject({ id: 201, is_have_trial: true, trial_amount: '100.00' });
    expect(data.paysystems.map((system: JsonBody) => system.payform_shortname)).not.toContain('info');
    expect(data).not.toHaveProperty('product_title');
    const stored = p.ctx.db.prepare(`SELECT source FROM offers WHERE id = ?`).get(data.offer_id) as { source: string };
    expect(stored.source).toBe('web300');
    const info = await readBack(data.offer_id);
    expect(info).toMatchObject({ offer_id: data.offer_id, distribution_type: 'subscription', product_title: 'Кино' });
    expect(info.distribution_info).toContain('100.00');
  });

  it("answers 404 for another member's offer or one that does not exist", async () => {
    const data = await readJson(await offer(2));
    const stranger = p.newMember();
    const foreign = await p.request(`/v2/users/self/purchases_offer/${data.offer_id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect((await p.request('/v2/users/self/purchases_offer/999999', { token: p.demoToken })).status).toBe(404);
  });

  it("writes the offer's price in the provider's currency form, not a fixed symbol", async () => {
    const sum = { UTF_NAME: 'сўм', ASCII_NAME: 'sum', ISO_CODE: 'UZS', FORMAT: '{amount} {symbol}' };
    p.ctx.db.prepare(`UPDATE providers SET currency = ? WHERE id = 1`).run(JSON.stringify(sum));
    const info = await readBack((await readJson(await offer(2))).offer_id);
    expect(info.distribution_info).toContain('100.00 сўм');
    expect(info.distribution_info).not.toContain('₸');
  });

  it('answers "No purchases!" for a packet that cannot be bought and "No paysystems!" for a provider-billed user', async () => {
    const held = await offer(1);
    expect(held.status).toBe(400);
    expect((await readJson(held)).error.message).toBe('No purchases!');
    expect((await readJson(await offer(10))).error.message).toBe('No purchases!');
    const almaUser = p.newMember({ providerId: 2 });
    const noPay = await offer(1, almaUser.token);
    expect(noPay.status).toBe(400);
    expect((await readJson(noPay)).error.message).toBe('No paysystems!');
  });

  it('buys a trial the balance covers right away, without a transaction', async () => {
    const data = await readJson(await offer(2));
    const response = await transact({ offer_id: data.offer_id, purchase_id: 201, paysystem_shortname: 'card' });
    expect(await readJson(response)).toMatchObject({ status: 'complete', transaction_id: null });
    const state = (await readJson(await p.request(`/dev/billing/user/${p.demoUserId}`))).data;
    expect(state.account.balance).toBe('1400.00');
    expect(state.trials_used).toContain(2);
  });

  it('pays the rest of a 12-month offer by linked card, and 400 no_funds from the empty card', async () => {
    const data = await readJson(await offer(2));
    const cards = await readJson(await p.request('/v2/users/self/cards', { token: p.demoToken }));
    const empty = await transact({
      offer_id: data.offer_id,
      purchase_id: 212,
      paysystem_shortname: 'linkedcard',
      card_id: cards[1].id,
    });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error_code).toBe('no_funds');
    const paid = await transact({
      offer_id: data.offer_id,
      purchase_id: 212,
      paysystem_shortname: 'linkedcard',
      card_id: cards[0].id,
    });
    expect(paid.status).toBe(201);
    const tx = await readJson(paid);
    expect(tx.amount).toBe('22404.00');
    p.clock.now += p.ctx.config.transactionSettleMs;
    const polled = await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }));
    expect(polled.status).toBe('complete');
    const state = (await readJson(await p.request(`/dev/billing/user/${p.demoUserId}`))).data;
    expect(state.subscriptions.find((sub: JsonBody) => sub.packet_id === 2)).toMatchObject({
      period_id: 212,
      status: 'active',
    });
    expect(state.account.balance).toBe('0.00');
  });
});
