import { createBillingTestPlatform } from '@/platform/src/domains/billing/testing';
import { createApiClient } from './client';
import { applyPromoKey, checkPromoKey, getPromoInfo, needsCreditCard } from './promo';

const platform = createBillingTestPlatform();
afterAll(() => platform.close());

const clientFor = (accessToken: string) =>
  createApiClient({
    baseUrl: 'http://platform.test',
    accessToken,
    locale: 'en',
    fetch: (input, init) => Promise.resolve(platform.app.fetch(new Request(input, init))),
  });

describe('lib/api/promo against the platform', () => {
  it('walks the confirm branch: check shows the confirmation, apply starts the trial', async () => {
    const api = clientFor(platform.demoToken);
    const promo = await checkPromoKey(api, ' KIDS14 ');
    expect(promo).toMatchObject({ needsConfirm: true, confirmationTitle: 'Turn on Kids?', days: 14, packetIds: [3] });
    const applied = await applyPromoKey(api, 'KIDS14');
    expect(applied.subscriptions[0]).toMatchObject({ packetId: 3, renew: true });
  });

  it('sends a card-less member to the card step, and passes with ignoreConditions', async () => {
    const api = clientFor(platform.newMember().token);
    expect(needsCreditCard(await checkPromoKey(api, 'CINEMA30').catch((error: unknown) => error))).toBe(true);
    expect((await checkPromoKey(api, 'CINEMA30', { ignoreConditions: true })).conditions).toEqual([
      'user_must_have_credit_card',
    ]);
  });

  it('reports expired and used codes with the server text', async () => {
    const api = clientFor(platform.demoToken);
    await expect(checkPromoKey(api, 'EXPIRED2025')).rejects.toMatchObject({
      status: 400,
      message: 'This promo code has expired.',
    });
    await expect(applyPromoKey(api, 'USED100')).rejects.toMatchObject({ status: 400, code: 'promo_used' });
    await expect(checkPromoKey(api, 'MISSING')).rejects.toMatchObject({ status: 404 });
  });

  it('adds a plain bonus to the balance and describes codes publicly', async () => {
    const applied = await applyPromoKey(clientFor(platform.demoToken), 'BONUS500');
    expect(applied.account.balance).toBe('2000.00');
    const info = await getPromoInfo(clientFor(platform.newMember().token), 'WELCOME');
    expect(info).toMatchObject({ key: 'WELCOME', description: 'A free week of premieres', needsConfirm: false });
  });
});
