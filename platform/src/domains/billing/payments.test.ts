import { createBillingTestPlatform, readJson, type BillingTestPlatform, type JsonBody } from './testing';

describe('billing payments', () => {
  let p: BillingTestPlatform;
  beforeEach(() => {
    p = createBillingTestPlatform();
  });
  afterEach(() => p.close());

  const accountId = async () =>
    (await readJson(await p.request('/v2/users/self/accounts', { token: p.demoToken })))[0].id as number;
  const dev = async () => (await readJson(await p.request(`/dev/billing/user/${p.demoUserId}`))).data;

  it('lists a pay system for every payform the spec names', async () => {
    const id = await accountId();
    const body = await readJson(await p.request(`/v2/users/self/accounts/${id}/payforms`, { token: p.demoToken }));
    const payforms = new Set(body.map((system: JsonBody) => system.payform_shortname));
    for (const payform of [
      'short_url',
      'linkedcard',
      'phone_sms',
      'qrcode',
      'qrcode_png',
      'provider_account',
      'ext_app',
      'info',
    ]) {
      expect(payforms.has(payform)).toBe(true);
    }
    expect(body[0].payforms[0].params.paysystem_shortname).toBe(body[0].shortname);
  });

  it('buys Cinema through the redirect page: pending, Pay, then topped up and subscribed at once', async () => {
    const id = await accountId();
    const created = await p.request(`/v2/users/self/accounts/${id}/payforms/short_url`, {
      method: 'POST',
      token: p.demoToken,
      json: { paysystem_shortname: 'card', packet_id: 2, return_url: 'http://web.test/packets/2' },
    });
    expect(created.status).toBe(201);
    const tx = await readJson(created);
    expect(tx.amount).toBe('990.00');
    expect(tx.status).toBe('pending');
    expect(tx.full_url).toMatch(/^http:\/\/platform\.test\/pay\/[0-9a-f]{32}$/);
    // The page is addressed by its unguessable token; the sequential id opens nothing.
    expect((await p.request(`/pay/${tx.id}`)).status).toBe(404);

    const page = await p.request(new URL(tx.full_url).pathname);
    // In the provider's money form (its FORMAT and symbol).
    expect(await page.text()).toContain('990.00 ₸');
    const submitted = await p.request(new URL(tx.full_url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(`http://web.test/packets/2?purchased=true&transaction_id=${tx.id}`);

    const polled = await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }));
    expect(polled.status).toBe('complete');
    const state = await dev();
    expect(state.account.balance).toBe('0.00');
    expect(state.subscriptions.find((sub: JsonBody) => sub.packet_id === 2)).toMatchObject({
      status: 'active',
      renew: true,
    });

    // A second submit of the same page finds the transaction settled and changes nothing.
    await p.request(new URL(tx.full_url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect((await dev()).ledger.filter((line: JsonBody) => line.transaction_id === tx.id)).toHaveLength(1);
  });

  it('settles a pending top-up by itself after transactionSettleMs', async () => {
    const id = await accountId();
    const tx = await readJson(
      await p.request(`/v2/users/self/accounts/${id}/payforms/short_url`, {
        method: 'POST',
        token: p.demoToken,
        json: { amount: '500' },
      }),
    );
    expect(
      (await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }))).status,
    ).toBe('pending');
    p.clock.now += p.ctx.config.transactionSettleMs;
    expect(
      (await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }))).status,
    ).toBe('complete');
    expect((await dev()).account.balance).toBe('2000.00');
  });

  it('with transactionSettleMs 0 a pending payment waits for the bank page however long it takes', async () => {
    p.close();
    p = createBillingTestPlatform({ transactionSettleMs: 0 });
    const id = await accountId();
    const tx = await readJson(
      await p.request(`/v2/users/self/accounts/${id}/payforms/short_url`, {
        method: 'POST',
        token: p.demoToken,
        json: { amount: '500' },
      }),
    );
    // Hours later (within the token's life) and after a read of the bank page, nothing settled by itself.
    p.clock.now += 6 * 60 * 60 * 1000;
    const bankPage = new URL(tx.full_url).pathname;
    await p.request(bankPage);
    expect(
      (await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }))).status,
    ).toBe('pending');
    await p.request(bankPage, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
    });
    expect(
      (await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }))).status,
    ).toBe('error');
    expect((await dev()).account.balance).toBe('1500.00');

    // A linked-card charge has no bank page to wait for: it settles at once.
    const cards = await readJson(await p.request('/v2/users/self/cards', { token: p.demoToken }));
    const charged = await p.request(`/v2/users/self/accounts/${id}/payforms/linkedcard`, {
      method: 'POST',
      token: p.demoToken,
      json: { amount: '100', card_id: cards[0].id },
    });
    expect(charged.status).toBe(201);
    expect((await dev()).account.balance).toBe('1600.00');
  });

  it('answers a double submit with the same transaction and charges once', async () => {
    const id = await accountId();
    const send = (key?: string) =>
      p.request(`/v2/users/self/accounts/${id}/payforms/short_url`, {
        method: 'POST',
        token: p.demoToken,
        json: { amount: '300', idempotency_key: key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect((await readJson(a)).id).toBe((await readJson(b)).id);
    const keyed = (await readJson(await send('k-1'))).id;
    p.clock.now += 10_000;
    expect((await readJson(await send('k-1'))).id).toBe(keyed);
    const state = await dev();
    expect(state.transactions).toHaveLength(2);
    expect(state.account.balance).toBe('2100.00');
  });

  it('declines on the Fail button and leaves the balance as it was', async () => {
    const id = await accountId();
    const tx = await readJson(
      await p.request(`/v2/users/self/accounts/${id}/payforms/short_url`, {
        method: 'POST',
        token: p.demoToken,
        json: { amount: '100', return_url: 'http://web.test/lk' },
      }),
    );
    const submitted = await p.request(new URL(tx.full_url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
    });
    expect(submitted.headers.get('location')).toContain('purchased=false');
    const polled = await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }));
    expect(polled).toMatchObject({ status: 'error', status_description: 'The payment was declined on the bank page.' });
    expect((await dev()).account.balance).toBe('1500.00');
  });

  it('settles with an error when the bank declines, and the client reads status_description', async () => {
    const id = await accountId();
    const tx = await readJson(
      await p.request(`/v2/users/self/accounts/${id}/payforms/provider_account`, {
        method: 'POST',
        token: p.demoToken,
        json: { paysystem_shortname: 'provider_account', packet_id: 2 },
      }),
    );
    await p.request(`/dev/billing/transactions/${tx.id}/outcome`, { method: 'POST', json: { outcome: 'error' } });
    p.clock.now += p.ctx.config.transactionSettleMs;
    const polled = await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }));
    expect(polled).toMatchObject({ status: 'error', status_description: 'The bank declined the payment.' });
    const state = await dev();
    expect(state.account.balance).toBe('1500.00');
    expect(state.subscriptions.map((sub: JsonBody) => sub.packet_id)).not.toContain(2);
  });

  it('pays from the linked card, and refuses the empty demo card with 400 no_funds', async () => {
    const id = await accountId();
    const cards = await readJson(await p.request('/v2/users/self/cards', { token: p.demoToken }));
    expect(cards).toEqual([
      { id: expect.any(Number), number: '4400 43** **** 1234', is_primary: true },
      { id: expect.any(Number), number: '5169 49** **** 0000', is_primary: false },
    ]);
    const empty = await p.request(`/v2/users/self/accounts/${id}/payforms/linkedcard`, {
      method: 'POST',
      token: p.demoToken,
      json: { amount: '100', card_id: cards[1].id },
    });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error_code).toBe('no_funds');
    const paid = await p.request(`/v2/users/self/accounts/${id}/payforms/linkedcard`, {
      method: 'POST',
      token: p.demoToken,
      json: { amount: '100', card_id: cards[0].id },
    });
    expect(paid.status).toBe(201);
    p.clock.now += p.ctx.config.transactionSettleMs;
    expect((await dev()).account.balance).toBe('1600.00');
  });

  it('confirms a phone payment with the SMS code written to the log', async () => {
    const lines: string[] = [];
    p.ctx.log = (line) => lines.push(line);
    const id = await accountId();
    const tx = await readJson(
      await p.request(`/v2/users/self/accounts/${id}/payforms/phone`, {
        method: 'POST',
        token: p.demoToken,
        json: { phone: '+77011234567', amount: '200' },
      }),
    );
    expect(tx.needs_sms_code).toBe(true);
    const code = lines.join('\n').match(/SMS code (\d{4}) for transaction (\d+)/)!;
    expect(Number(code[2])).toBe(tx.id);
    const wrong = await p.request(`/v2/users/self/accounts/${id}/payforms/confirm_by_sms`, {
      method: 'POST',
      token: p.demoToken,
      json: { transaction_id: tx.id, code: code[1] === '0000' ? '1111' : '0000' },
    });
    expect(wrong.status).toBe(400);
    p.clock.now += 60_000;
    expect(
      (await readJson(await p.request(`/v2/users/self/transactions/${tx.id}`, { token: p.demoToken }))).status,
    ).toBe('pending');
    const right = await p.request(`/v2/users/self/accounts/${id}/payforms/confirm_by_sms`, {
      method: 'POST',
      token: p.demoToken,
      json: { transaction_id: tx.id, code: code[1] },
    });
    expect((await readJson(right)).status).toBe('complete');
    expect((await dev()).account.balance).toBe('1700.00');
  });

  it('pays the part of a purchase the balance lacks by Kaspi QR after subscribe answers 402', async () => {
    const id = await accountId();
    const refused = await p.request('/v2/users/self/subscriptions', {
      method: 'POST',
      token: p.demoToken,
      json: { packet_id: 2, period: 203 },
    });
    expect(refused.status).toBe(402);
    expect((await readJson(refused)).amount).toBe('5223.00'); // 3 months of Cinema: 6723.00 less the 1500.00 balance
    const response = await p.request(`/v2/users/self/accounts/${id}/payforms/qrcode_make_transaction`, {
      method: 'POST',
      token: p.demoToken,
      json: { paysystem_shortname: 'kaspi', packet_id: 2, period: 203 },
    });
    expect(response.status).toBe(201);
    const tx = await readJson(response);
    expect(tx.amount).toBe('5223.00');
    expect(tx.qrcode.data).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = await p.request(new URL(tx.qrcode.url).pathname);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    p.clock.now += p.ctx.config.transactionSettleMs;
    const state = await dev();
    expect(state.subscriptions.find((sub: JsonBody) => sub.packet_id === 2)).toMatchObject({
      status: 'active',
      period_id: 203,
    });
    expect(state.account.balance).toBe('0.00');
  });

  it('links a card through a card_link transaction and removes it again', async () => {
    const id = await accountId();
    const tx = await readJson(
      await p.request('/v2/users/self/cards', { method: 'POST', token: p.demoToken, json: { account_id: id } }),
    );
    expect(tx.amount).toBe('1.00');
    await p.request(new URL(tx.full_url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    const cards = await readJson(await p.request('/v2/users/self/cards', { token: p.demoToken }));
    expect(cards).toHaveLength(3);
    expect((await dev()).account.balance).toBe('1500.00');
    const removed = await p.request(`/v2/users/self/cards/${cards[0].id}`, { method: 'DELETE', token: p.demoToken });
    expect(removed.status).toBe(204);
    const left = await readJson(await p.request('/v2/users/self/cards', { token: p.demoToken }));
    expect(left).toHaveLength(2);
    expect(left.filter((card: JsonBody) => card.is_primary)).toHaveLength(1);
  });
  it('keeps the charge of a card linked to pay (needed_refund false): one charge, on the balance, card saved', async () => {
    const id = await accountId();
    const body = (json: JsonBody) => (json.data ?? json) as JsonBody;
    const tx = body(
      await readJson(
        await p.request('/v2/users/self/cards', {
          method: 'POST',
          token: p.demoToken,
          json: { account_id: id, amount: '2490.00', needed_refund: false },
        }),
      ),
    );
    expect(tx).toMatchObject({ amount: '2490.00', needed_refund: false });
    await p.request(new URL(tx.full_url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    const state = body(await readJson(await p.request(`/dev/billing/user/${p.demoUserId}`)));
    expect(state.account.balance).toBe('3990.00');
    expect(state.cards).toHaveLength(3);
    expect(state.transactions.filter((row: JsonBody) => row.kind === 'card_link')).toHaveLength(0);
  });
});
