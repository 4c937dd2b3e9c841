import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

/** Personal, account and player pages stay out of search engines; everything public is open. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/my', '/watch/', '/content_embed/', '/settings', '/lk', '/account'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
