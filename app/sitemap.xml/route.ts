import { getServerApi } from '@/lib/api/server';
import { brandHiddenContentIds } from '@/lib/catalogue/server';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { SITEMAP_HEADERS, sitemapRootXml } from '@/lib/seo/sitemap-xml';
import { siteOrigin } from '@/lib/seo/site';

/** Read from the platform on each request, so new titles appear without a rebuild. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const [api, origin] = await Promise.all([getServerApi(), siteOrigin()]);
  return new Response(sitemapRootXml(await sitemapEntries(api, origin, brandHiddenContentIds), origin), {
    headers: SITEMAP_HEADERS,
  });
}
