/** /startpage is the home page under its menu name; its canonical address stays /. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RowsPage } from '@/components/catalogue/rows-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageRedirect } from '@/lib/catalogue/page-routing';
import { isEmbed, positiveInt } from '@/lib/catalogue/query';
import { getRowsPage, rowsPageMetadata } from '@/lib/pages/rows-page';

/** Its query changes what it shows: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return rowsPageMetadata(await getRowsPage(undefined, positiveInt((await searchParams).library_id)));
}

export default async function StartpagePage({ searchParams }: Props) {
  const query = await searchParams;
  const data = await getRowsPage(undefined, positiveInt(query.library_id));
  // A page that leads elsewhere reaches here only while the request gate's menu is older than it (see app/[locale]/page.tsx).
  if (!data || pageRedirect(data.page)) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowsPage {...data} embed={isEmbed(query.embed)} />
    </ClientMessages>
  );
}
