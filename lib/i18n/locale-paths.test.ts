import { addressLocale, languageAlternates, localizedHref, splitLocalePath, switchLocaleHref, unprefixedPath } from './locale-paths';

describe('language addresses (issue 33)', () => {
  it('reads the language prefix of an address, and only a language as one', () => {
    expect(splitLocalePath('/kk/contents/x')).toEqual({ prefix: 'kk', path: '/contents/x' });
    expect(splitLocalePath('/en')).toEqual({ prefix: 'en', path: '/' });
    expect(splitLocalePath('/contents/x')).toEqual({ prefix: null, path: '/contents/x' });
    expect(splitLocalePath('/xx/contents/x')).toEqual({ prefix: null, path: '/xx/contents/x' });
    expect(splitLocalePath('/kkk/x').prefix).toBeNull();
    expect(addressLocale('/contents/x')).toBe('ru');
    expect(unprefixedPath('/uz/channels/a')).toBe('/channels/a');
  });

  it('links a page in the language shown: the default bare, the others under their code', () => {
    expect(localizedHref('/contents/x?a=1#smarttv', 'kk')).toBe('/kk/contents/x?a=1#smarttv');
    expect(localizedHref('/', 'en')).toBe('/en');
    expect(localizedHref('/?q=1', 'en')).toBe('/en?q=1');
    expect(localizedHref('/contents/x', 'ru')).toBe('/contents/x');
  });

  it('leaves outer links, hashes, files, the API and addresses that already name a language as they are', () => {
    for (const href of ['https://x.test/a', '//x.test/a', '#smarttv', '?q=1', '/api/v2/x', '/icons/icon.svg', '/sitemap.xml', '/kk/contents/x', '/en']) {
      expect(localizedHref(href, 'kk')).toBe(href);
    }
  });

  it('moves a page to another language with its query and hash', () => {
    expect(switchLocaleHref('/kk/contents/x?a=1#m', 'en')).toBe('/en/contents/x?a=1#m');
    expect(switchLocaleHref('/kk', 'ru')).toBe('/');
    expect(switchLocaleHref('/channels', 'uz')).toBe('/uz/channels');
  });

  it('names every language version and x-default, the same set on each', () => {
    const alternates = languageAlternates('https://tv.example', '/contents/x');
    expect(Object.keys(alternates)).toHaveLength(12);
    expect(alternates.ru).toBe('https://tv.example/contents/x');
    expect(alternates.kk).toBe('https://tv.example/kk/contents/x');
    expect(alternates['x-default']).toBe('https://tv.example/contents/x');
    expect(languageAlternates('https://tv.example', '/').en).toBe('https://tv.example/en');
  });
});
