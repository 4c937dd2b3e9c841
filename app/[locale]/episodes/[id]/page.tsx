import type { Metadata } from 'next';
import { ContentRoute, contentMetadata } from '@/components/catalogue/content/content-route';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).id);
}

/** /episodes/{slugOrId}: an episode (or any content) card, like /contents. */
export default async function EpisodePage({ params }: Props) {
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'modals', 'player', 'security']}>
      <ContentRoute reference={(await params).id} />
    </ClientMessages>
  );
}
