import type { Metadata } from 'next';
import { PersonRoute, personMetadata } from '@/components/catalogue/person/person-route';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personMetadata((await params).id);
}

export default async function PersonPage({ params }: Props) {
  return (
    <ClientMessages namespaces={['catalogue', 'modals', 'security']}>
      <PersonRoute reference={(await params).id} />
    </ClientMessages>
  );
}
