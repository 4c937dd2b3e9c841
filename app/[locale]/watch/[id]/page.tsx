import type { Metadata } from 'next';
import { WatchRoute, watchMetadata } from '@/components/catalogue/watch/watch-route';
import { ClientMessages } from '@/components/i18n/client-messages';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return watchMetadata((await params).id);
}

export default async function WatchPage({ params }: Props) {
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'modals', 'player', 'security']}>
      <WatchRoute reference={(await params).id} />
    </ClientMessages>
  );
}
