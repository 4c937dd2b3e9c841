import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentRoute, contentMetadata } from '@/components/catalogue/content/content-route';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ path: string[] }>;
}

/** /contents/{slugOrId} or /contents/{slug}/{childSlugOrId} (a season or an episode); deeper paths do not exist. */
function contentRef(path: string[]): string | null {
  if (path.length === 0 || path.length > 2) return null;
  return path[path.length - 1];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ref = contentRef((await params).path);
  return ref ? contentMetadata(ref) : {};
}

export default async function ContentPage({ params }: Props) {
  const ref = contentRef((await params).path);
  if (!ref) notFound();
  const [first, second] = (await params).path;
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'modals', 'player', 'security']}>
      <ContentRoute reference={ref} parent={second === undefined ? undefined : first} />
    </ClientMessages>
  );
}
