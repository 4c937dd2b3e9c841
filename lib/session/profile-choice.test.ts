import { apiClientFor, signIn, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { getProfiles } from '../api/profiles';
import { getCurrentUser } from '../api/users';
import { chooseProfile } from './profile-choice';

describe('chooseProfile against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('switches to a child profile without asking and clears the caches', async () => {
    const { token } = await signIn(platform, 'parent');
    const api = apiClientFor(platform, token);
    const child = (await getProfiles(api)).find((profile) => profile.role === 'child')!;
    const ensureParental = jest.fn(async () => true);
    const revalidateAll = jest.fn(async () => undefined);
    const clearCache = jest.spyOn(api, 'clearCache');
    await expect(chooseProfile(child, { api, ensureParental, revalidateAll })).resolves.toBe(true);
    expect(ensureParental).not.toHaveBeenCalled();
    expect(clearCache).toHaveBeenCalled();
    expect(revalidateAll).toHaveBeenCalled();
    expect((await getCurrentUser(api)).profile?.id).toBe(child.id);
  });

  it('asks the PIN for an adult profile and stays put when it is refused', async () => {
    const { token } = await signIn(platform, 'parent');
    const api = apiClientFor(platform, token);
    const profiles = await getProfiles(api);
    const child = profiles.find((profile) => profile.role === 'child')!;
    const adult = profiles.find((profile) => profile.role === 'adult')!;
    await chooseProfile(child, { api, ensureParental: async () => true, revalidateAll: async () => undefined });
    const refused = jest.fn(async () => false);
    await expect(chooseProfile(adult, { api, ensureParental: refused, revalidateAll: async () => undefined })).resolves.toBe(false);
    expect(refused).toHaveBeenCalledWith('profile');
    expect((await getCurrentUser(api)).profile?.id).toBe(child.id);
  });
});
