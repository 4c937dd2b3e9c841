import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WatchView } from '@/components/catalogue/watch/watch-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { firstValue } from '@/lib/catalogue/query';
import { getWatchPage, watchPageMetadata } from '@/lib/pages/watch-page';

/** Its query changes what it shows: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return watchPageMetadata(await getWatchPage((await params).id));
}

/** /content_embed/{slug or id}: the player alone for other sites; ?ignore_parental_control=1 skips the PIN. */
export default async function ContentEmbedPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const page = await getWatchPage(id);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'player', 'security']}>
      <WatchView
        content={page.watch}
        ignoreParental={firstValue(query.ignore_parental_control) === '1'}
        backHref={page.cardHref}
      />
    </ClientMessages>
  );
}
