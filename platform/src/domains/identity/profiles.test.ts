import { MAX_PROFILES } from './constants';
import { signIn, startTestPlatform, type TestPlatform } from './testing';

describe('identity: profiles and avatars', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('every new user starts with one adult profile, which is the current profile', async () => {
    await platform.call('POST', '/v2/users', { body: { phone: '77015550000' } });
    await platform.call('POST', '/v2/otps', { body: { phone: '77015550000' } });
    const code = (await platform.call('GET', '/dev/otp?phone=77015550000')).body.data.code;
    const token = (await platform.call('POST', '/v2/auth/otp', { body: { phone: '77015550000', token: code } })).body
      .access_token;
    const list = await platform.call('GET', '/v2/users/self/profiles', { token, headers: { 'Accept-Language': 'en' } });
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Main',
        icon: 'http://platform.test/art/avatar/1.svg',
        icon_avatar_id: 1,
        role: 'adult',
      },
    ]);
    const current = await platform.call('GET', '/v2/users/self/profile', { token });
    expect(current.body).toMatchObject({
      id: list.body[0].id,
      role: 'adult',
      profile: { id: list.body[0].id, role: 'adult' },
    });
  });

  it('creates profiles up to the limit, requiring a name and a known role and avatar', async () => {
    const { token } = await signIn(platform);
    expect(
      (await platform.call('POST', '/v2/users/self/profiles', { token, body: { role: 'child' } })).body.error_code,
    ).toBe('required');
    expect(
      (await platform.call('POST', '/v2/users/self/profiles', { token, body: { name: 'A', role: 'teen' } })).body
        .error_code,
    ).toBe('invalid_role');
    expect(
      (await platform.call('POST', '/v2/users/self/profiles', { token, body: { name: 'A', icon_avatar_id: 999 } })).body
        .error_code,
    ).toBe('invalid_avatar');
    for (let index = 2; index <= MAX_PROFILES; index += 1) {
      const created = await platform.call('POST', '/v2/users/self/profiles', {
        token,
        body: { name: `Kid ${index}`, role: 'child', icon_avatar_id: 13 },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: `Kid ${index}`,
        role: 'child',
        icon: 'http://platform.test/art/avatar/13.svg',
      });
    }
    const sixth = await platform.call('POST', '/v2/users/self/profiles', { token, body: { name: 'Too many' } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.error_code).toBe('profile_limit');
  });

  it('switches the token to another profile and keeps other tokens where they were', async () => {
    const browser = await signIn(platform, 'parent');
    const tv = await signIn(platform, 'parent', 'demo123', 'tv');
    const kids = (await platform.call('GET', '/v2/users/self/profiles', { token: browser.token })).body.find(
      (profile: { role: string }) => profile.role === 'child',
    );
    const switched = await platform.call('POST', '/v2/users/self/profile', {
      token: browser.token,
      body: { id: kids.id },
    });
    expect(switched.body).toMatchObject({ id: kids.id, role: 'child', profile: { id: kids.id, role: 'child' } });
    expect((await platform.call('GET', '/v2/users/self/profile', { token: browser.token })).body.id).toBe(kids.id);
    expect((await platform.call('GET', '/v2/users/self/profile', { token: tv.token })).body.role).toBe('adult');
    expect(
      (await platform.call('POST', '/v2/users/self/profile', { token: browser.token, body: { id: 9999 } })).status,
    ).toBe(404);
  });

  it('edits a profile and refuses to delete the active one', async () => {
    const { token } = await signIn(platform);
    const second = (await platform.call('POST', '/v2/users/self/profiles', { token, body: { name: 'Second' } })).body;
    const patched = await platform.call('PATCH', `/v2/users/self/profiles/${second.id}`, {
      token,
      body: { role: 'child', icon_avatar_id: 14 },
    });
    expect(patched.body).toMatchObject({ name: 'Second', role: 'child', icon_avatar_id: 14 });
    const active = (await platform.call('GET', '/v2/users/self/profile', { token })).body;
    const refused = await platform.call('DELETE', `/v2/users/self/profiles/${active.id}`, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe('active_profile');
    expect((await platform.call('DELETE', `/v2/users/self/profiles/${second.id}`, { token })).status).toBe(204);
    expect((await platform.call('GET', '/v2/users/self/profiles', { token })).body).toHaveLength(1);
  });

  it("cannot touch another user's profiles", async () => {
    const parent = await signIn(platform, 'parent');
    const demo = await signIn(platform);
    const parentProfile = (await platform.call('GET', '/v2/users/self/profiles', { token: parent.token })).body[0];
    expect(
      (
        await platform.call('PATCH', `/v2/users/self/profiles/${parentProfile.id}`, {
          token: demo.token,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await platform.call('DELETE', `/v2/users/self/profiles/${parentProfile.id}`, { token: demo.token })).status,
    ).toBe(404);
  });

  it('lists avatar categories with avatar images', async () => {
    const { body } = await platform.call('GET', '/v2/profiles/avatar_categories', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(body.map((category: { title: string }) => category.title)).toEqual(['Classic', 'Animals', 'For kids']);
    expect(body[0].avatars[0]).toEqual({ id: 1, src: 'http://platform.test/art/avatar/1.svg' });
  });
});
