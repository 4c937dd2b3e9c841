import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ModalPage } from '@/components/modals/modal-page';
import type { Content } from '@/lib/api/types/catalogue';
import { contentHref } from '@/lib/catalogue/rows';
import { loadContent } from '@/lib/catalogue/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { WatchView, type WatchContent } from './watch-view';

function watchContent(content: Content): WatchContent {
  return {
    id: content.id,
    slug: content.slug,
    title: content.title,
    contentType: content.contentType,
    libraryId: content.libraryId,
    age: content.age,
    isAdult: content.isAdult,
    poster: content.cover.src16x9 ?? null,
    seekPointsUrl: content.seekPointsUrl,
    screenshotUrlTemplate: content.screenshotUrlTemplate,
  };
}

/** Player pages repeat the content card's address for search engines, which index the card instead. */
export async function watchMetadata(ref: string): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadContent(ref), siteOrigin()]);
  if (!content) return {};
  return pageMetadata({ title: content.title, description: content.description, path: contentHref(content), origin, noindex: true });
}

/** /watch/{slug or id}: the full player as a modal page. */
export async function WatchRoute({ reference }: { reference: string }) {
  const content = await loadContent(reference);
  if (!content) notFound();
  const back = contentHref(content.breadcrumbs[0] ?? content);
  return (
    <ModalPage title={content.title} fallbackHref={back} focusFrame>
      <WatchView content={watchContent(content)} backHref={back} />
    </ModalPage>
  );
}

/** /content_embed/{slugOrId}: the player alone for other sites; ?ignore_parental_control=1 skips the PIN. */
export async function EmbedRoute({ reference, ignoreParental }: { reference: string; ignoreParental: boolean }) {
  const content = await loadContent(reference);
  if (!content) notFound();
  return <WatchView content={watchContent(content)} ignoreParental={ignoreParental} backHref={contentHref(content)} />;
}
