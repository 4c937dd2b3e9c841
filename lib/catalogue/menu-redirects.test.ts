import { MENU_REDIRECTS_TTL_MS, type menuPageRedirect as MenuPageRedirect } from './menu-redirects';

const MENU = [
  { id: 1, slug: 'home', template: 'startpage' },
  { id: 6, slug: 'channels', template: 'tvchannels' },
  { id: 7, slug: 'search', template: 'search' },
  { id: 8, slug: 'public-domain', template: 'outer_link', url: 'https://archive.org/details/feature_films' },
];

function platform(pages: unknown[] = MENU) {
  const fetch = jest.fn(async () => new Response(JSON.stringify({ data: pages }), { status: 200 }));
  return fetch as unknown as typeof globalThis.fetch & jest.Mock;
}

describe('menu page redirects in the request gate', () => {
  // Each test starts with no menu remembered: a fresh copy of the module.
  let menuPageRedirect: typeof MenuPageRedirect;
  beforeEach(async () => {
    jest.resetModules();
    ({ menuPageRedirect } = await import('./menu-redirects'));
  });

  it('sends a channels, search or outer-link menu page by slug or id to where it lives', async () => {
    const fetch = platform();
    const options = { platformUrl: 'http://platform', fetch };
    expect(await menuPageRedirect('/rowset/channels', options)).toBe('/channels');
    expect(await menuPageRedirect('/rowset/6', options)).toBe('/channels');
    expect(await menuPageRedirect('/rowset/search', options)).toBe('/search');
    expect(await menuPageRedirect('/public-domain', options)).toBe('https://archive.org/details/feature_films');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves rows pages, deeper addresses and the pages the menu leads to alone', async () => {
    const options = { platformUrl: 'http://platform', fetch: platform() };
    expect(await menuPageRedirect('/rowset/home', options)).toBeNull();
    expect(await menuPageRedirect('/channels', options)).toBeNull();
    expect(await menuPageRedirect('/search', options)).toBeNull();
    expect(await menuPageRedirect('/contents/channels', options)).toBeNull();
    expect(await menuPageRedirect('/', options)).toBeNull();
  });

  it('keeps answering from the last menu while the platform is down, and reads it again once stale', async () => {
    let now = 1_000;
    const fetch = platform();
    const options = { platformUrl: 'http://platform', fetch, now: () => now };
    expect(await menuPageRedirect('/rowset/channels', options)).toBe('/channels');
    fetch.mockRejectedValue(new Error('connection refused'));
    now += MENU_REDIRECTS_TTL_MS;
    expect(await menuPageRedirect('/rowset/channels', options)).toBe('/channels');
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets requests pass when the menu cannot be read at all, without each one waiting on the platform', async () => {
    let now = 1_000;
    const fetch = jest.fn(async () => {
      throw new Error('connection refused');
    }) as unknown as typeof globalThis.fetch & jest.Mock;
    const options = { platformUrl: 'http://platform', fetch, now: () => now };
    expect(await menuPageRedirect('/rowset/channels', options)).toBeNull();
    now += 1_000;
    expect(await menuPageRedirect('/rowset/channels', options)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
