import { apiClientFor, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { ApiError } from './errors';
import { getFaq, getNetworkInfo, getNews, getNewsItem, getPlatformConfiguration, getPlatformResources, getSeoMasks } from './platform';

describe('lib/api platform against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('reshapes network info and the provider', async () => {
    const info = await getNetworkInfo(apiClientFor(platform));
    expect(info).toMatchObject({
      id: 1,
      remoteIp: '127.0.0.1',
      isGuestAllowed: true,
      autoAuthUrl: null,
      promoDays: 7,
      agreementUrl: 'http://platform.test/v2/texts/agreement?lang=en',
      accountLink: null,
      noProviderText: { title: 'Sign in' },
    });
    expect(info.provider).toMatchObject({
      shortname: 'demo',
      phoneLength: 11,
      otpLength: 4,
      currency: { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' },
      isOtt: true,
      regformButton: null,
    });
    const alma = await getNetworkInfo(apiClientFor(platform), 'alma');
    expect(alma.provider).toMatchObject({ id: 2, regformButton: { url: 'https://alma-tv.example/connect', caption: 'Connect' } });
    expect(alma.accountLink).toEqual({ label: 'Alma account', url: 'https://alma-tv.example/lk' });
  });

  it('reads configuration, resources and seo masks', async () => {
    const api = apiClientFor(platform);
    const configuration = await getPlatformConfiguration(api);
    expect(configuration.parentalDurations[0]).toEqual({ name: '30 minutes', minutes: 30 });
    expect(configuration).toMatchObject({ minSearchChars: 1, searchDebounceMs: 1000 });
    const resources = await getPlatformResources(api);
    expect(resources.languages.find((language) => language.key === 'kk')).toMatchObject({ name: 'Қазақша', isInterface: true });
    expect((await getSeoMasks(api)).map((mask) => mask.page)).toEqual(['content', 'channel', 'person']);
  });

  it('pages news, opens one and surfaces 404 for an unknown one; reads the FAQ', async () => {
    const api = apiClientFor(platform);
    const news = await getNews(api, { limit: 1 });
    expect(news.items).toHaveLength(1);
    expect(news.hasMore).toBe(true);
    expect((await getNews(api, { offset: 1, limit: 1 })).items).toHaveLength(1);
    expect((await getNews(api, { offset: 0, limit: 5 })).hasMore).toBe(false);
    expect(news.items).toHaveLength(1);
    expect((await getNewsItem(api, news.items[0].id)).title).toBe('New sports channels');
    const missing = await getNewsItem(api, 404).catch((error: unknown) => error);
    expect((missing as ApiError).status).toBe(404);
    expect((await getFaq(api)).length).toBe(3);
  });
});
