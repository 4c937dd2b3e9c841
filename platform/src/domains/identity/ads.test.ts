import { signIn, startTestPlatform, type TestPlatform } from './testing';

describe('/v2/ads/ad_ids', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('stores a reported identifier once and lists it back', async () => {
    const { token } = await signIn(platform);
    const first = await platform.call('POST', '/v2/ads/ad_ids', {
      token,
      body: { identifier: 'gaid-1', vendor: 'google' },
    });
    expect(first.status).toBe(201);
    const again = await platform.call('POST', '/v2/ads/ad_ids', {
      token,
      body: { identifier: 'gaid-1', vendor: 'google' },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const list = await platform.call('GET', '/v2/ads/ad_ids', { token });
    expect(list.body).toEqual([expect.objectContaining({ identifier: 'gaid-1', vendor: 'google' })]);
  });

  it('requires both fields and a session', async () => {
    const { token } = await signIn(platform);
    const missing = await platform.call('POST', '/v2/ads/ad_ids', { token, body: { identifier: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.vendor).toBeDefined();
    const anonymous = await platform.call('GET', '/v2/ads/ad_ids');
    expect(anonymous.status).toBe(401);
  });
});
