import { parseSitemapPart, sitemapParts, sitemapPartPath, sitemapRootXml, urlsetXml } from './sitemap-xml';

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ url: `https://tv.example/contents/t-${index}`, priority: 0.8 }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap xml', () => {
  it('serves the addresses themselves while they fit one file', () => {
    const xml = sitemapRootXml(entries(3), 'https://tv.example', 3);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(locs(xml)).toEqual(entries(3).map((entry) => entry.url));
  });

  it('becomes an index of parts when the addresses do not fit, and the parts hold every address once', () => {
    const all = entries(7);
    const xml = sitemapRootXml(all, 'https://tv.example', 3);
    expect(xml).toContain('<sitemapindex');
    expect(locs(xml)).toEqual([0, 1, 2].map((index) => `https://tv.example${sitemapPartPath(index)}`));
    const parts = sitemapParts(all, 3);
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flatMap((part) => locs(urlsetXml(part)))).toEqual(all.map((entry) => entry.url));
  });

  it('escapes addresses for XML', () => {
    expect(urlsetXml([{ url: 'https://tv.example/search?q=a&b=<c>' }])).toContain(
      '<loc>https://tv.example/search?q=a&amp;b=&lt;c&gt;</loc>',
    );
  });

  it('reads only part file names it writes', () => {
    expect(parseSitemapPart('0.xml')).toBe(0);
    expect(parseSitemapPart('12.xml')).toBe(12);
    expect(parseSitemapPart('01.xml')).toBeNull();
    expect(parseSitemapPart('x.xml')).toBeNull();
    expect(parseSitemapPart('1.txt')).toBeNull();
  });

  it('lists each address with its language versions as xhtml:link alternates', () => {
    const languages = { ru: 'https://tv.example/a', kk: 'https://tv.example/kk/a', 'x-default': 'https://tv.example/a' };
    const xml = sitemapRootXml([{ url: 'https://tv.example/kk/a', alternates: { languages } }], 'https://tv.example');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="kk" href="https://tv.example/kk/a"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://tv.example/a"/>');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(3);
  });
});
