import type { Metadata } from 'next';
import { PersonRoute, personMetadata } from '@/components/catalogue/person/person-route';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personMetadata((await params).id);
}

export default async function PersonPage({ params }: Props) {
  return <PersonRoute reference={(await params).id} />;
}
