import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RowsPage } from '@/components/catalogue/rows-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageRedirect } from '@/lib/catalogue/page-routing';
import { getRowsPage, rowsPageMetadata } from '@/lib/pages/rows-page';
import { loadPage } from '@/lib/catalogue/server';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ slug: string[] }>;
}

/**
 * /{slug} is a menu page drawn as rows (catalogue-vod-billing.md section 2; the menu pages that lead elsewhere are
 * redirected by the request gate). Any other address is the translated not-found page with status 404: rendering the
 * home page there made every invented address a page of its own, stored in the page cache and listed by crawlers as a
 * duplicate of `/` (issue 21). The request gate serves addresses it knows to be nothing from the cached unknown-address
 * page (lib/catalogue/unknown-address.ts); what reaches this 404 (the menu not read yet) is never stored.
 */
async function rowsetSlug(segments: string[]): Promise<string> {
  const slug = segments.length === 1 ? segments[0] : undefined;
  if (!slug || !(await loadPage(slug))) notFound();
  return slug;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rowsPageMetadata(await getRowsPage(await rowsetSlug((await params).slug)));
}

export default async function SlugPage({ params }: Props) {
  const data = await getRowsPage(await rowsetSlug((await params).slug));
  // A page that leads elsewhere reaches here only while the request gate's menu is older than it (see app/[locale]/page.tsx).
  if (!data || pageRedirect(data.page)) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowsPage {...data} />
    </ClientMessages>
  );
}
