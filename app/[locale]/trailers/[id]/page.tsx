import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ModalPage } from '@/components/modals/modal-page';
import { TrailerView } from '@/components/catalogue/watch/trailer-view';
import { positiveInt } from '@/lib/catalogue/query';
import { loadTrailer } from '@/lib/catalogue/server';
import { ClientMessages } from '@/components/i18n/client-messages';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogue');
  return { title: t('trailer'), robots: { index: false, follow: true } };
}

/** /trailers/{id}: the trailer modal page. */
export default async function TrailerPage({ params }: Props) {
  const id = positiveInt((await params).id);
  const [trailer, t] = await Promise.all([id ? loadTrailer(id) : null, getTranslations('catalogue')]);
  if (!trailer) notFound();
  return (
    <ClientMessages namespaces={['modals', 'player']}>
      <ModalPage title={t('trailer')} fallbackHref="/">
        <TrailerView hls={trailer.hls} title={t('trailer')} trailerId={id as number} />
      </ModalPage>
    </ClientMessages>
  );
}
