import { apiClientFor, signIn, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { ApiError } from './errors';
import { createProfile, deleteProfile, getAvatarCategories, getProfiles, switchProfile, updateProfile } from './profiles';
import { getCurrentUser } from './users';

describe('lib/api profiles against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('creates, edits, switches to and deletes profiles', async () => {
    const { token } = await signIn(platform);
    const api = apiClientFor(platform, token);
    const main = (await getCurrentUser(api)).profile!;
    const kid = await createProfile(api, { name: 'Kid', role: 'child', iconAvatarId: 13 });
    expect(kid).toMatchObject({ name: 'Kid', role: 'child', icon: 'http://platform.test/art/avatar/13.svg' });
    expect((await updateProfile(api, kid.id, { name: 'Little one' })).name).toBe('Little one');
    await getCurrentUser(api);
    expect((await switchProfile(api, kid.id)).role).toBe('child');
    expect((await getCurrentUser(api)).profile?.id).toBe(kid.id);
    const active = await deleteProfile(api, kid.id).catch((error: unknown) => error);
    expect((active as ApiError).code).toBe('active_profile');
    await switchProfile(api, main.id);
    await deleteProfile(api, kid.id);
    expect((await getProfiles(api)).map((profile) => profile.id)).toEqual([main.id]);
  });

  it('lists avatar categories', async () => {
    const categories = await getAvatarCategories(apiClientFor(platform));
    expect(categories).toHaveLength(3);
    expect(categories[2]).toMatchObject({ title: 'For kids', avatars: expect.arrayContaining([{ id: 13, src: 'http://platform.test/art/avatar/13.svg' }]) });
  });
});
