import type { MetadataRoute } from 'next';
import { getServerApi } from '@/lib/api/server';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { siteOrigin } from '@/lib/seo/site';

/** Read from the platform on each request, so new titles appear without a rebuild. */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [api, origin] = await Promise.all([getServerApi(), siteOrigin()]);
  return sitemapEntries(api, origin);
}
