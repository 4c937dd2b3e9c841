import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PersonView } from '@/components/catalogue/person/person-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getPersonPage, personPageMetadata } from '@/lib/pages/person-page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personPageMetadata(await getPersonPage((await params).id));
}

export default async function PersonPage({ params }: Props) {
  const page = await getPersonPage((await params).id);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['catalogue', 'modals', 'security']}>
      <PersonView {...page} />
    </ClientMessages>
  );
}
