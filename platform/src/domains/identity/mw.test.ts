import { MW_DEMO_PHONES } from './seed-demo';
import { startTestPlatform, type TestPlatform } from './testing';

describe('identity: regional partner (/v2/mw) flows', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  async function mwSignIn(phone: string) {
    const sent = await platform.call('POST', '/v2/mw/otps', { body: { phone } });
    expect(sent.status).toBe(201);
    const code = (await platform.call('GET', `/dev/otp?phone=${phone}`)).body.data.code;
    return platform.call('POST', '/v2/mw/auth/otp', { body: { phone, token: code } });
  }

  it('a subscriber with two addresses signs in, must pick one, and the choice is stored', async () => {
    const auth = await mwSignIn(MW_DEMO_PHONES.normal);
    expect(auth.status).toBe(200);
    const data = {
      ...auth.body,
      user_id: (await platform.call('GET', '/v2/users/self', { token: auth.body.access_token })).body.id,
    };
    expect(data).toMatchObject({ device: null, need_address: true, need_city: false });
    expect(data.addresses).toHaveLength(2);
    expect(data.addresses[0]).toEqual({
      address_id: 1,
      address: 'Алматы, ул. Абая 10, кв. 5',
      provider_id: 2,
      user_id: data.user_id,
    });
    const user = await platform.call('GET', '/v2/users/self', { token: data.access_token });
    expect(user.body.provider.shortname).toBe('alma');
    const chosen = await platform.call('POST', '/v2/mw/set_address', {
      body: { token: data.access_token, address_id: 2, provider_id: 2, user_id: data.user_id },
    });
    expect(chosen.body).toMatchObject({ address_id: 2, user_id: data.user_id });
    expect(
      (await platform.call('POST', '/v2/mw/set_address', { body: { token: data.access_token, address_id: 3 } })).status,
    ).toBe(404);
    expect((await mwSignIn(MW_DEMO_PHONES.normal)).body.need_address).toBe(false);
  });

  it('a new phone becomes a user of the partner and picks a city', async () => {
    const auth = await mwSignIn('77029990000');
    expect(auth.body).toMatchObject({ addresses: [], need_city: true });
    const cities = await platform.call('GET', '/v2/mw/cities', { headers: { 'Accept-Language': 'en' } });
    expect(cities.body).toEqual([
      { id: 1, name: 'Almaty' },
      { id: 2, name: 'Astana' },
      { id: 3, name: 'Shymkent' },
    ]);
    const set = await platform.call('POST', '/v2/mw/set_city', { body: { token: auth.body.access_token, city_id: 2 } });
    expect(set.body.city.id).toBe(2);
    expect(
      (await platform.call('POST', '/v2/mw/set_city', { body: { token: auth.body.access_token, city_id: 99 } })).status,
    ).toBe(404);
    expect((await platform.call('POST', '/v2/mw/set_city', { body: { city_id: 1 } })).status).toBe(401);
    expect((await mwSignIn('77029990000')).body.need_city).toBe(false);
  });

  it('phones not starting with 7 have 9 digits and receive 8-digit codes', async () => {
    const sent = await platform.call('POST', '/v2/mw/otps', { body: { phone: MW_DEMO_PHONES.shortNumber } });
    expect(sent.body.code_length).toBe(8);
    expect((await platform.call('GET', `/dev/otp?phone=${MW_DEMO_PHONES.shortNumber}`)).body.data.code).toMatch(
      /^\d{8}$/,
    );
    expect((await platform.call('POST', '/v2/mw/otps', { body: { phone: '5550000011' } })).body.error_code).toBe(
      'wrong_phone',
    );
    expect((await platform.call('POST', '/v2/mw/otps', { body: { phone: '7702000000' } })).body.error_code).toBe(
      'wrong_phone',
    );
  });

  it.each([
    [MW_DEMO_PHONES.normal, 0, 0, 5000],
    [MW_DEMO_PHONES.debt, -1, 2990, 0],
    [MW_DEMO_PHONES.blocked, -2, 0, 0],
  ])('status_block of %s is %i', async (phone, status, amount, balance) => {
    const token = (await mwSignIn(phone)).body.access_token;
    const block = await platform.call('GET', '/v2/mw/status_block', { token, headers: { 'Accept-Language': 'en' } });
    expect(block.body).toMatchObject({ status, amount, balance, username: `mw-${phone}` });
    if (status === -2) expect(block.body.message_detail).toBe('The service is blocked. Contact Alma TV support.');
  });
});
