/** /startpage is the home page under its menu name; its canonical address stays /. */
import type { Metadata } from 'next';
import { PageRoute, pageRouteMetadata } from '@/components/catalogue/page-route';
import { isEmbed, positiveInt } from '@/lib/catalogue/query';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Its query changes what it shows: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return pageRouteMetadata(undefined, positiveInt((await searchParams).library_id));
}

export default async function StartpagePage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <ClientMessages namespaces={['catalogue']}>
      <PageRoute libraryId={positiveInt(query.library_id)} embed={isEmbed(query.embed)} />
    </ClientMessages>
  );
}
