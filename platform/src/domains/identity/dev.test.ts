import { startTestPlatform } from './testing';

describe('identity: dev endpoints', () => {
  it('reads tables back with equality filters and refuses unknown tables and columns', async () => {
    const platform = startTestPlatform();
    const providers = await platform.call('GET', '/dev/db/providers?where=shortname:demo');
    expect(providers.body.data).toHaveLength(1);
    expect(providers.body.data[0].id).toBe(1);
    expect((await platform.call('GET', '/dev/db/users?where=phone:77010000001&where=username:demo')).body.data).toHaveLength(1);
    expect((await platform.call('GET', '/dev/db/sqlite_master')).status).toBe(404);
    expect((await platform.call('GET', '/dev/db/Users')).status).toBe(404);
    expect((await platform.call('GET', '/dev/db/users?where=nope:1')).status).toBe(400);
    expect((await platform.call('GET', '/dev/otp?phone=77010000001')).status).toBe(404);
    platform.close();
  });

  it('creates a regional subscriber with its addresses for one test, and refuses bad input without writing', async () => {
    const platform = startTestPlatform();
    const made = await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990001', addresses: ['A 1', 'B 2'] } });
    expect(made.status).toBe(201);
    expect(made.body.data.addresses.map((row: { address: string }) => row.address)).toEqual(['A 1', 'B 2']);
    await platform.call('POST', '/v2/mw/otps', { body: { phone: '77029990001' } });
    const code = (await platform.call('GET', '/dev/otp?phone=77029990001')).body.data.code;
    const auth = await platform.call('POST', '/v2/mw/auth/otp', { body: { phone: '77029990001', token: code } });
    expect(auth.body.data.need_address).toBe(true);
    expect(auth.body.data.addresses.map((row: { address_id: number }) => row.address_id)).toEqual(
      made.body.data.addresses.map((row: { address_id: number }) => row.address_id),
    );
    expect((await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990001' } })).body.error_code).toBe('exists');
    expect((await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990002', status: 5 } })).status).toBe(400);
    expect((await platform.call('POST', '/dev/mw/subscribers', { body: { phone: '77029990002', addresses: [''] } })).status).toBe(400);
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
