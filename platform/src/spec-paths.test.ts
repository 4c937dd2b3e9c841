import { signIn, startTestPlatform, type TestPlatform } from './domains/identity/testing';

/**
 * Every call the three specifications list ("calls made" sections), with demo ids that exist, answers as a
 * routed endpoint: reads succeed, writes with an empty body are refused by validation, never by a missing route.
 */
const READS: string[] = [
  '/v2/users/self/network',
  '/v2/platform/configuration',
  '/v2/platform/resources',
  '/v2/providers/1/info',
  '/v2/providers/1/packet/2',
  '/v2/providers/1/bundles/7/packets/2',
  '/v2/ab_tests/tests',
  '/v2/seo/masks',
  '/v2/countries',
  '/v2/internal_genres',
  '/v2/news',
  '/v2/otp/send_methods?phone=77010000001',
  '/v2/otp/exist?phone=77010000001',
  '/v2/mw/cities',
  '/v2/users/self',
  '/v2/users/self/devices',
  '/v2/ads/ad_ids',
  '/v2/users/self/profiles',
  '/v2/users/self/profile',
  '/v2/profiles/avatar_categories',
  '/v2/users/self/messages',
  '/v2/survey/questions/1',
  '/v2/channels/category_list',
  '/v2/users/self/channel_list',
  '/v2/channels/channel_list',
  '/v2/channels/1/stream',
  '/v2/channels/1/stream?type=config',
  '/v2/channels/1/content_schedule',
  '/v2/channels/1/packets',
  '/v2/users/self/favorites',
  '/v2/libraries',
  '/v2/rowsets',
  '/v2/rowsets/home',
  '/v2/rows/new',
  '/v2/rows/filmography?person_id=1',
  '/v2/contents/81',
  '/v2/contents/81/episodes',
  '/v2/contents/81/sources',
  '/v2/contents/81/similar',
  '/v2/users/self/content_metadata/1',
  '/v2/libraries/1/contents/1/stream',
  '/v2/trailers/1/stream',
  '/v2/persons/1',
  '/v2/persons/1/favorite',
  '/v2/search/suggest?text=a',
  '/v2/packets',
  '/v2/purchasepackets',
  '/v2/packets/2',
  '/v2/packets/2/purchaseperiods',
  '/v2/users/self/subscriptions/current',
  '/v2/users/self/subscriptions/futures',
  '/v2/users/self/balance',
  '/v2/users/self/accounts',
  '/v2/users/self/cards',
  '/v2/promokeys/WELCOME/info',
];

/** Writes: an empty body must reach the handler (validation 400, or a state answer), not a missing route. */
const WRITES: Array<[string, string]> = [
  ['POST', '/v2/users'],
  ['POST', '/v2/auth/login'],
  ['POST', '/v2/otps'],
  ['POST', '/v2/auth/otp'],
  ['POST', '/v2/auth/otp/77010000001/'],
  ['POST', '/v2/auth/device'],
  ['POST', '/v2/mw/otps'],
  ['POST', '/v2/mw/auth/otp'],
  ['POST', '/v2/mw/set_city'],
  ['POST', '/v2/mw/set_address'],
  ['PATCH', '/v2/users/self'],
  ['POST', '/v2/users/self/devices'],
  ['POST', '/v2/users/self/parental_code/send'],
  ['POST', '/v2/ads/ad_ids'],
  ['POST', '/v2/users/self/profiles'],
  ['POST', '/v2/users/self/profile'],
  ['POST', '/v2/survey/questions/1/answers'],
  ['POST', '/v2/users/self/favorites'],
  ['POST', '/v2/search/found'],
  ['POST', '/v2/users/self/subscriptions'],
  ['POST', '/v2/users/self/purchases'],
  ['POST', '/v2/users/self/cards'],
  ['POST', '/v2/users/self/purchases_offer'],
  ['POST', '/v2/users/self/purchases_offer/transaction'],
  ['POST', '/v2/users/self/promokeys/check'],
  ['POST', '/v2/users/self/promokeys'],
];

describe('every spec path answers', () => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = startTestPlatform();
    ({ token } = await signIn(platform));
  });
  afterAll(() => platform.close());

  it.each(READS)('GET %s', async (path) => {
    const response = await platform.call('GET', path, { token });
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    // A bare JSON object or array, as the operator answers (no envelope).
    expect(typeof response.body).toBe('object');
    expect(response.body).not.toBeNull();
    if (!Array.isArray(response.body)) expect(response.body).not.toHaveProperty('meta');
  });

  it.each(WRITES)('%s %s reaches its handler', async (method, path) => {
    const response = await platform.call(method, path, { token, body: {} });
    expect(response.status).not.toBe(404);
    expect(response.status).toBeLessThan(500);
  });
});
