import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageRoute, pageRouteMetadata } from '@/components/catalogue/page-route';
import { loadPage } from '@/lib/catalogue/server';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ slug: string[] }>;
}

/**
 * /{slug} is a menu page drawn as rows (catalogue-vod-billing.md section 2; the menu pages that lead elsewhere are
 * redirected by the request gate). Any other address is the translated not-found page with status 404: rendering the
 * home page there made every invented address a page of its own, stored in the page cache and listed by crawlers as a
 * duplicate of `/` (issue 21). A 404 is never stored (cache-handler.mjs).
 */
async function rowsetSlug(segments: string[]): Promise<string> {
  const slug = segments.length === 1 ? segments[0] : undefined;
  if (!slug || !(await loadPage(slug))) notFound();
  return slug;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageRouteMetadata(await rowsetSlug((await params).slug), undefined);
}

export default async function SlugPage({ params }: Props) {
  return (
    <ClientMessages namespaces={['catalogue']}>
      <PageRoute slugOrId={await rowsetSlug((await params).slug)} />
    </ClientMessages>
  );
}
