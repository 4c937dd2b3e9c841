import { signIn, startTestPlatform } from './testing';

describe('identity: dev endpoints', () => {
  it('reads tables back with equality filters and refuses unknown tables and columns', async () => {
    const platform = startTestPlatform();
    const providers = await platform.call('GET', '/dev/db/providers?where=shortname:demo');
    expect(providers.body.data).toHaveLength(1);
    expect(providers.body.data[0].id).toBe(1);
    expect(
      (await platform.call('GET', '/dev/db/users?where=phone:77010000001&where=username:demo')).body.data,
    ).toHaveLength(1);
    expect((await platform.call('GET', '/dev/db/sqlite_master')).status).toBe(404);
    expect((await platform.call('GET', '/dev/db/Users')).status).toBe(404);
    expect((await platform.call('GET', '/dev/db/users?where=nope:1')).status).toBe(400);
    expect((await platform.call('GET', '/dev/otp?phone=77010000001')).status).toBe(404);
    platform.close();
  });

  it('creates a regional subscriber with its addresses for one test, and refuses bad input without writing', async () => {
    const platform = startTestPlatform();
    const made = await platform.call('POST', '/dev/mw/subscribers', {
      body: { phone: '77029990001', addresses: ['A 1', 'B 2'] },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.addresses.map((row: { address: string }) => row.address)).toEqual(['A 1', 'B 2']);
    await platform.call('POST', '/v2/mw/otps', { body: { phone: '77029990001' } });
    const code = (await platform.call('GET', '/dev/otp?phone=77029990001')).body.data.code;
    const auth = await platform.call('POST', '/v2/mw/auth/otp', { body: { phone: '77029990001', token: code } });
    expect(auth.body.need_address).toBe(true);
    expect(auth.body.addresses.map((row: { address_id: number }) => row.address_id)).toEqual(
      made.body.data.addresses.map((row: { address_id: number }) => row.address_id),
    );
    expect(
      (await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990001' } })).body.error_code,
    ).toBe('exists');
    expect(
      (await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990002', status: 5 } })).status,
    ).toBe(400);
    expect(
      (await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990002', addresses: [''] } })).status,
    ).toBe(400);
    expect((await platform.call('GET', '/dev/db/mw_subscribers?where=phone:77029990002')).body.data).toHaveLength(0);
    platform.close();
  });

  it('does not exist without devEndpoints', async () => {
    const platform = startTestPlatform({ devEndpoints: false });
    expect((await platform.call('GET', '/dev/db/users')).status).toBe(404);
    expect((await platform.call('GET', '/dev/otp?phone=77010000001')).status).toBe(404);
    expect((await platform.call('POST', '/dev/telegram/confirm?phone=77010000001')).status).toBe(404);
    expect((await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990001' } })).status).toBe(404);
    platform.close();
  });
});

describe('identity: a member put back as it was read', () => {
  it('restores the users row, profiles, devices, tokens, money and lockouts a session changed', async () => {
    const platform = startTestPlatform();
    const demoId = (await platform.call('GET', '/dev/db/users?where=username:demo')).body.data[0].id as number;
    const seeded = (await platform.call('GET', `/dev/members/${demoId}/state`)).body.data;
    expect(seeded.user.username).toBe('demo');
    expect(seeded.slices.subscriptions.length).toBeGreaterThan(0);

    const { token } = await signIn(platform);
    expect(
      (await platform.call('PATCH', '/v2/users/self', { token, body: { parental_status: 'ignore' } })).status,
    ).toBe(200);
    expect(
      (
        await platform.call('POST', '/v2/users/self/profiles', {
          token,
          body: { name: 'Kid', role: 'child', icon_avatar_id: 13 },
        })
      ).status,
    ).toBe(201);
    expect((await platform.call('POST', '/v2/users/self/promokeys', { token, body: { key: 'BONUS500' } })).status).toBe(
      201,
    );
    await platform.call('POST', '/v2/auth/login', { body: { login: 'demo', password: 'wrong-one' } });
    const changed = (await platform.call('GET', `/dev/members/${demoId}/state`)).body.data;
    expect(changed).not.toEqual(seeded);
    expect(changed.user.parental_status).toBe('ignore');

    const restored = await platform.call('PUT', `/dev/members/${demoId}/state`, { body: seeded });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual(seeded);
    expect((await platform.call('GET', '/v2/users/self', { token })).status).toBe(401);
    expect(
      (await platform.call('POST', '/v2/auth/login', { body: { login: 'demo', password: 'demo123' } })).status,
    ).toBe(200);
    expect((await platform.call('PUT', `/dev/members/${demoId}/state`, { body: { user: { id: 1 } } })).status).toBe(
      400,
    );
    platform.close();
  });
});
