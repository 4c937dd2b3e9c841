import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WatchView } from '@/components/catalogue/watch/watch-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ModalPage } from '@/components/modals/modal-page';
import { getWatchPage, watchPageMetadata } from '@/lib/pages/watch-page';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return watchPageMetadata(await getWatchPage((await params).id));
}

/** /watch/{slug or id}: the full player as a modal page. */
export default async function WatchPage({ params }: Props) {
  const page = await getWatchPage((await params).id);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'modals', 'player', 'security']}>
      <ModalPage title={page.content.title} fallbackHref={page.backHref} focusFrame>
        <WatchView content={page.watch} backHref={page.backHref} />
      </ModalPage>
    </ClientMessages>
  );
}
