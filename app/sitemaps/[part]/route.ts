import { getServerApi } from '@/lib/session/server-api';
import { serviceUnavailableResponse } from '@/lib/api/unavailable';
import { brandHiddenContentIds } from '@/lib/catalogue/server';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { SITEMAP_HEADERS, parseSitemapPart, sitemapParts, urlsetXml } from '@/lib/seo/sitemap-xml';
import { siteOrigin } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

/** /sitemaps/{n}.xml: one part of a sitemap too large for a single file (the index at /sitemap.xml names them). */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const index = parseSitemapPart((await params).part);
  if (index === null) return new Response('Not found', { status: 404 });
  let parts;
  try {
    const [api, origin] = await Promise.all([getServerApi(), siteOrigin()]);
    parts = sitemapParts(await sitemapEntries(api, origin, brandHiddenContentIds, providerChannelListing.excludedIds));
  } catch (error) {
    console.error('[sitemap] catalogue unreadable:', error);
    return serviceUnavailableResponse();
  }
  if (index >= parts.length) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(parts[index]), { headers: SITEMAP_HEADERS });
}
