import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RowsPage } from '@/components/catalogue/rows-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageRedirect } from '@/lib/catalogue/page-routing';
import { getRowsPage, rowsPageMetadata } from '@/lib/pages/rows-page';

/** The home page as everyone sees it, cached; ?library_id= and ?embed= are served by app/[locale]/with-query. */
export async function generateMetadata(): Promise<Metadata> {
  return rowsPageMetadata(await getRowsPage());
}

export default async function HomePage() {
  const data = await getRowsPage();
  // Pages that lead elsewhere are redirected by the request gate (lib/catalogue/menu-redirects): redirect() here
  // would be rendered into the page cache and send its Location twice. Reaching here means the gate's menu was older
  // than the page, for at most its refresh interval.
  if (!data || pageRedirect(data.page)) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowsPage {...data} />
    </ClientMessages>
  );
}
