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

  it('does not exist without devEndpoints', async () => {
    const platform = startTestPlatform({ devEndpoints: false });
    expect((await platform.call('GET', '/dev/db/users')).status).toBe(404);
    expect((await platform.call('GET', '/dev/otp?phone=77010000001')).status).toBe(404);
    expect((await platform.call('POST', '/dev/telegram/confirm?phone=77010000001')).status).toBe(404);
    platform.close();
  });
});
