import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RowsPage } from '@/components/catalogue/rows-page';
import { CatalogPage } from '@/components/catalogue/catalog/catalog-page';
import { RowPage } from '@/components/catalogue/row-page';
import { getCatalogPage } from '@/lib/pages/catalog-page';
import { pageRedirect } from '@/lib/catalogue/page-routing';
import { isEmbed, positiveInt } from '@/lib/catalogue/query';
import { getRowPage, rowPageMetadata } from '@/lib/pages/row-page';
import { getRowsPage, rowsPageMetadata } from '@/lib/pages/rows-page';
import { ClientMessages } from '@/components/i18n/client-messages';

type Query = Record<string, string | string[] | undefined>;

interface Props {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Query>;
}

/**
 * Home, rowset, row and catalogue pages with a query that changes their markup (library_id, embed, a row's filter
 * text, catalogue filters),
 * rendered per request: middleware sends them here (lib/locale-rewrite.ts) so the plain addresses stay cached
 * and free text never fills the page cache.
 */
export const dynamic = 'force-dynamic';

async function target({ params }: Props): Promise<{ kind: 'home' | 'rowset' | 'row' | 'catalog'; ref?: string }> {
  const [first, second, ...rest] = (await params).path ?? [];
  if (!first) return { kind: 'home' };
  if ((first === 'rowset' || first === 'row' || first === 'catalog') && second && rest.length === 0) return { kind: first, ref: second };
  notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ kind, ref }, query] = await Promise.all([target(props), props.searchParams]);
  if (kind === 'row') return rowPageMetadata(await getRowPage(ref!, query));
  if (kind === 'catalog') return rowPageMetadata(await getCatalogPage(ref!, query));
  return rowsPageMetadata(await getRowsPage(ref, positiveInt(query.library_id)));
}

export default async function WithQueryPage(props: Props) {
  const [{ kind, ref }, query] = await Promise.all([target(props), props.searchParams]);
  if (kind === 'row') {
    const page = await getRowPage(ref!, query);
    if (!page) notFound();
    return (
      <ClientMessages namespaces={['catalogue']}>
        <RowPage {...page} />
      </ClientMessages>
    );
  }
  if (kind === 'catalog') {
    const page = await getCatalogPage(ref!, query);
    if (!page) notFound();
    return (
      <ClientMessages namespaces={['catalogue']}>
        <CatalogPage {...page} currentYear={new Date().getFullYear()} />
      </ClientMessages>
    );
  }
  const data = await getRowsPage(ref, positiveInt(query.library_id));
  // A page that leads elsewhere reaches here only while the request gate's menu is older than it (see app/[locale]/page.tsx).
  if (!data || pageRedirect(data.page)) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowsPage {...data} embed={isEmbed(query.embed)} />
    </ClientMessages>
  );
}
