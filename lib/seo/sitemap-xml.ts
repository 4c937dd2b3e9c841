import type { MetadataRoute } from 'next';

/** sitemaps.org protocol: one sitemap file lists at most 50 000 addresses; larger sites publish an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

/** Where the n-th part of a split sitemap is served (app/sitemaps/[part]/route.ts). */
export function sitemapPartPath(index: number): string {
  return `/sitemaps/${index}.xml`;
}

/** The part number in a `/sitemaps/{n}.xml` file name, or null for anything else. */
export function parseSitemapPart(fileName: string): number | null {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Entry = MetadataRoute.Sitemap[number];

/** Splits the entries into files of at most `max` addresses; an empty site still has one (empty) file. */
export function sitemapParts(entries: Entry[], max = SITEMAP_MAX_URLS): Entry[][] {
  if (entries.length === 0) return [[]];
  const parts: Entry[][] = [];
  for (let start = 0; start < entries.length; start += max) parts.push(entries.slice(start, start + max));
  return parts;
}

export function urlsetXml(entries: Entry[]): string {
  const urls = entries.map((entry) => {
    const fields = [`<loc>${escapeXml(entry.url)}</loc>`];
    if (entry.lastModified) fields.push(`<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`);
    if (entry.changeFrequency) fields.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) fields.push(`<priority>${entry.priority}</priority>`);
    // Google's sitemap form of hreflang: each URL lists every language version of its page, itself included.
    for (const [language, href] of Object.entries(entry.alternates?.languages ?? {})) {
      if (href) fields.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(String(href))}"/>`);
    }
    return `<url>\n${fields.join('\n')}\n</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, partCount: number): string {
  const items = Array.from(
    { length: partCount },
    (_, index) => `<sitemap>\n<loc>${escapeXml(`${origin}${sitemapPartPath(index)}`)}</loc>\n</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** /sitemap.xml: the addresses themselves while they fit one file, otherwise the index of the parts. */
export function sitemapRootXml(entries: Entry[], origin: string, max = SITEMAP_MAX_URLS): string {
  const parts = sitemapParts(entries, max);
  return parts.length === 1 ? urlsetXml(parts[0]) : sitemapIndexXml(origin, parts.length);
}

export const SITEMAP_HEADERS = { 'content-type': 'application/xml; charset=utf-8' } as const;
