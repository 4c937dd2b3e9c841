import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentCardPage } from '@/components/catalogue/content/content-card-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { contentPageMetadata, getContentPage } from '@/lib/pages/content-page';
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
  return ref ? contentPageMetadata(await getContentPage(ref)) : {};
}

/** The content card as a modal page, complete on the server. */
export default async function ContentPage({ params }: Props) {
  const { path } = await params;
  const ref = contentRef(path);
  if (!ref) notFound();
  const [first, second] = path;
  const page = await getContentPage(ref, second === undefined ? undefined : first);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'modals', 'player', 'security']}>
      <ContentCardPage {...page} />
    </ClientMessages>
  );
}
