import { apiClientFor, signIn, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { ApiError } from './errors';
import {
  checkParentalCode,
  getCurrentUser,
  sendParentalCode,
  updateCurrentUser,
} from './users';

describe('lib/api users against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('reads the user in app shape, with provider (purchases from the billing seed) and current profile', async () => {
    const { token } = await signIn(platform);
    const user = await getCurrentUser(apiClientFor(platform, token));
    expect(user).toMatchObject({
      username: 'demo',
      phone: '77010000001',
      firstName: 'Алия',
      email: 'demo@demo-tv.example',
      isGuest: false,
      parentalStatus: 'notset',
      provider: { id: 1, name: 'Demo TV', hasPurchases: true },
      profile: { name: 'Main', role: 'adult', iconAvatarId: 1 },
    });
    expect(user.parentalDialogue?.buttons[0]).toMatchObject({ action: 'parental_set', isPrimary: true });
    const parent = await signIn(platform, 'parent');
    expect((await getCurrentUser(apiClientFor(platform, parent.token))).provider.hasPurchases).toBe(false);
  });

  it('updates the user and drops the cached copy, so the next read shows the change', async () => {
    const { token } = await signIn(platform);
    const api = apiClientFor(platform, token);
    await getCurrentUser(api);
    const updated = await updateCurrentUser(api, { firstName: 'Aliya', settings: { theme: 'dark' } });
    expect(updated).toMatchObject({ firstName: 'Aliya', settings: { theme: 'dark' } });
    expect((await getCurrentUser(api)).firstName).toBe('Aliya');
    expect(await updateCurrentUser(api, { email: 'new@example.com', phone: '77019990000' })).toMatchObject({
      email: 'new@example.com',
      phone: '77019990000',
    });
    expect((await getCurrentUser(api)).email).toBe('new@example.com');
    const duplicate = await updateCurrentUser(api, { email: 'parent@demo-tv.example' }).catch((error: unknown) => error);
    expect((duplicate as ApiError).code).toBe('duplicate_email');
  });

  it('sets, checks and changes the PIN and sends it by SMS', async () => {
    const { token } = await signIn(platform);
    const api = apiClientFor(platform, token);
    expect((await updateCurrentUser(api, { pincode: '2468' })).parentalStatus).toBe('set');
    expect(await checkParentalCode(api, '2468')).toBe(true);
    expect(await checkParentalCode(api, '1111')).toBe(false);
    const noOld = await updateCurrentUser(api, { pincode: '1357' }).catch((error: unknown) => error);
    expect((noOld as ApiError).code).toBe('wrong_pincode');
    await updateCurrentUser(api, { pincode: '1357', oldPincode: '2468' });
    expect(await checkParentalCode(api, '1357')).toBe(true);
    await sendParentalCode(api);
    expect(platform.logs).toContain('parental code for 77010000001: 1357');
  });
});
