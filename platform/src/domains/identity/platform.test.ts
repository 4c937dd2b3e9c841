import { startTestPlatform, signIn, type TestPlatform } from './testing';

describe('identity: platform endpoints', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('network info describes the demo provider, the caller IP and the legal text addresses', async () => {
    const { status, body } = await platform.call('GET', '/v2/users/self/network', {
      headers: { 'x-forwarded-for': '6.6.6.6, 10.1.2.3', 'Accept-Language': 'en' },
    });
    expect(status).toBe(200);
    const data = body;
    // The in-process caller is the trusted gateway; the entry it appended is the client, what came before is hearsay.
    expect(data.remote).toBe('10.1.2.3');
    expect(data.provider).toMatchObject({
      id: 1,
      shortname: 'demo',
      name: 'Demo TV',
      phone_mask: '+7 (###) ###-##-##',
      phone_length: 11,
      otp_length: 4,
      support: { email: 'support@demo-tv.example', phone: '+77000000000', url: '/faq' },
      currency: { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: 'KZT', FORMAT: '{amount} {symbol}' },
    });
    expect(data.provider.landing.logo).toBe('http://platform.test/art/logo/provider-1.svg');
    expect(data.provider.landing.features.length).toBeGreaterThan(0);
    expect(data).toMatchObject({
      id: 1,
      is_guest_allowed: true,
      auto_auth: null,
      promo_days: 7,
      lk_link: null,
      country: { code: 'KZ', name: 'Kazakhstan' },
    });
    expect(data.agreement).toBe('http://platform.test/v2/texts/agreement?lang=en');
    expect(data.privacy).toBe('http://platform.test/v2/texts/privacy?lang=en');
    expect(data.default.title).toBe('Sign in');
  });

  it('network info answers 127.0.0.1 without forwarding headers, follows ?provider and reports a missing provider', async () => {
    const alma = await platform.call('GET', '/v2/users/self/network?provider=alma');
    expect(alma.body.remote).toBe('127.0.0.1');
    expect(alma.body.provider.shortname).toBe('alma');
    expect(alma.body.is_guest_allowed).toBe(false);
    expect(alma.body.lk_link).toEqual({ label: 'Личный кабинет Алма', url: 'https://alma-tv.example/lk' });
    const missing = await platform.call('GET', '/v2/users/self/network?provider=nobody');
    expect(missing.body.provider).toBeNull();
    expect(missing.body.default.description).toMatch(/Провайдер не найден/);
  });

  it("network info of a signed-in user is the user's provider, and the forbidden flag shows a foreign country", async () => {
    const { token } = await signIn(platform);
    const own = await platform.call('GET', '/v2/users/self/network?provider=alma', { token });
    expect(own.body.provider.id).toBe(1);
    const abroad = startTestPlatform({ forbiddenCountry: true });
    const foreign = await abroad.call('GET', '/v2/users/self/network');
    expect(foreign.body.country.code).toBe('US');
    // A request cannot claim the country on a platform that is not set up so.
    const claimed = await platform.call('GET', '/v2/users/self/network', {
      headers: { 'x-test-forbidden-country': '1' },
    });
    expect(claimed.body.country.code).not.toBe('US');
    abroad.close();
    const byAddress = startTestPlatform({ forbiddenAddresses: ['203.0.113.5'] });
    const far = await byAddress.call('GET', '/v2/users/self/network', {
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(far.body.country.code).toBe('US');
    const near = await byAddress.call('GET', '/v2/users/self/network', {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(near.body.country.code).not.toBe('US');
    byAddress.close();
  });

  it('configuration lists parental durations and search settings', async () => {
    const { body } = await platform.call('GET', '/v2/platform/configuration', { headers: { 'Accept-Language': 'en' } });
    expect(body.parental_duration).toEqual([
      { name: '30 minutes', duration: 30 },
      { name: '1 hour', duration: 60 },
      { name: '4 hours', duration: 240 },
    ]);
    expect(body.min_search_chars).toBe(1);
    expect(body.bouncing_interval).toBe(1000);
    expect(body.catchup_blackout_mattress_screenshot_url).toMatch(/^http:\/\/platform\.test\//);
  });

  it('resources mark the four interface languages and list audio languages by priority', async () => {
    const { body } = await platform.call('GET', '/v2/platform/resources');
    const interfaceKeys = body.languages
      .filter((language: { interface: boolean }) => language.interface)
      .map((language: { key: string }) => language.key);
    expect(interfaceKeys.sort()).toEqual(['en', 'kk', 'ru', 'uz']);
    expect(body.languages.find((language: { key: string }) => language.key === 'bg')).toMatchObject({
      name: 'Български',
      interface: false,
    });
    expect(body.audio_languages[0]).toEqual({ key: 'ru', name: 'Русский', priority: 1 });
  });

  it('ab tests give each user a stable group and seo masks are localized', async () => {
    const first = await platform.call('GET', '/v2/ab_tests/tests');
    const again = await platform.call('GET', '/v2/ab_tests/tests');
    expect(first.body).toEqual(again.body);
    expect(first.body[0].variants).toContain(first.body[0].group);
    const masks = await platform.call('GET', '/v2/seo/masks', { headers: { 'Accept-Language': 'en' } });
    expect(masks.body.find((mask: { page: string }) => mask.page === 'content').title).toBe('{title} — watch online');
  });

  it('news are listed newest first, one item opens by id and an unknown id is 404', async () => {
    const list = await platform.call('GET', '/v2/news');
    expect(list.body).toHaveLength(2);
    expect(list.body[0].title).toBe('Новые спортивные каналы');
    const item = await platform.call('GET', `/v2/news/${list.body[1].id}`, { headers: { 'Accept-Language': 'kk' } });
    expect(item.body.title).toBe('Мұрағат ұзарды');
    const missing = await platform.call('GET', '/v2/news/999');
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('not_found');
  });

  it('agreement and privacy are plain text in the requested language; the FAQ is a localized list', async () => {
    const agreement = await platform.app.request('/v2/texts/agreement?lang=en');
    expect(agreement.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await agreement.text()).toMatch(/^User agreement/);
    const privacy = await platform.app.request('/v2/texts/privacy', { headers: { 'Accept-Language': 'uz' } });
    expect(await privacy.text()).toMatch(/^Maxfiylik siyosati/);
    expect((await platform.call('GET', '/v2/texts/unknown')).status).toBe(404);
    const faq = await platform.call('GET', '/v2/faq', { headers: { 'Accept-Language': 'en' } });
    expect(faq.body[0]).toEqual({
      id: 1,
      question: 'How do I sign in?',
      answer: 'Enter your phone number and the code from the SMS.',
    });
  });

  it('the artwork addresses it hands out (provider logo, avatars, blackout screenshot) load as SVG', async () => {
    const network = (await platform.call('GET', '/v2/users/self/network')).body;
    const configuration = (await platform.call('GET', '/v2/platform/configuration')).body;
    const categories = (await platform.call('GET', '/v2/profiles/avatar_categories')).body;
    const urls = [
      network.provider.landing.logo,
      configuration.catchup_blackout_mattress_screenshot_url,
      categories[0].avatars[0].src,
    ];
    for (const url of urls) {
      const response = await platform.app.request(url.replace('http://platform.test', ''));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/svg/);
    }
  });
});
