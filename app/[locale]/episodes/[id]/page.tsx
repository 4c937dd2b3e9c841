import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentCardPage } from '@/components/catalogue/content/content-card-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { contentPageMetadata, getContentPage } from '@/lib/pages/content-page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await getContentPage((await params).id));
}

/** /episodes/{slugOrId}: an episode (or any content) card, like /contents. */
export default async function EpisodePage({ params }: Props) {
  const page = await getContentPage((await params).id);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'modals', 'player', 'security']}>
      <ContentCardPage {...page} />
    </ClientMessages>
  );
}
