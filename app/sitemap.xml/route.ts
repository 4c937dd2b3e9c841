import { getServerApi } from '@/lib/session/server-api';
import { serviceUnavailableResponse } from '@/lib/api/unavailable';
import { brandHiddenContentIds } from '@/lib/catalogue/server';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { SITEMAP_HEADERS, sitemapRootXml } from '@/lib/seo/sitemap-xml';
import { siteOrigin } from '@/lib/seo/site';

/** Built per request from the API's cached answers (lib/session/server-api.ts), so new titles appear without a rebuild. */
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const [api, origin] = await Promise.all([getServerApi(), siteOrigin()]);
    return new Response(sitemapRootXml(await sitemapEntries(api, origin, brandHiddenContentIds, providerChannelListing.excludedIds), origin), {
      headers: SITEMAP_HEADERS,
    });
  } catch (error) {
    console.error('[sitemap] catalogue unreadable:', error);
    return serviceUnavailableResponse();
  }
}
