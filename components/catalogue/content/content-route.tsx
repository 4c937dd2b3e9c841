import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NotStoredMark } from '@/components/cache/not-stored-mark';
import { isAliasReference } from '@/lib/cache/alias-address';
import { ModalPage } from '@/components/modals/modal-page';
import type { Content } from '@/lib/api/types/catalogue';
import { contentHref } from '@/lib/catalogue/rows';
import {
  loadAirings,
  loadChannelNames,
  loadContent,
  loadEpisodes,
  loadSeoMasks,
  loadSimilar,
} from '@/lib/catalogue/server';
import { breadcrumbLd, contentLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { applySeoMask } from '@/lib/seo/masks';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { ogImagePath } from '@/lib/seo/og-card';
import { siteOrigin } from '@/lib/seo/site';
import { ContentView } from './content-view';

function ogType(content: Content) {
  if (content.contentType === 'episode') return 'video.episode';
  if (content.contentType === 'series' || content.contentType === 'season') return 'video.tv_show';
  return 'video.movie';
}

function contentTitle(content: Content): string {
  const series = content.breadcrumbs[0]?.title;
  const name = series && content.contentType !== 'series' ? `${series}. ${content.title}` : content.title;
  return content.year ? `${name} (${content.year})` : name;
}

export async function contentMetadata(ref: string): Promise<Metadata> {
  const [content, origin, masks] = await Promise.all([loadContent(ref), siteOrigin(), loadSeoMasks()]);
  if (!content) return {};
  const seo = applySeoMask(masks, 'content', {
    title: contentTitle(content),
    description: content.description || content.title,
  });
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    path: contentHref(content),
    origin,
    image: `${origin}${ogImagePath('contents', content.slug || String(content.id))}`,
    noindex: hasNoLetters(ref),
    type: ogType(content),
  });
}

/** /contents/{slugOrId}[/{child}] and /episodes/{slugOrId}: the content card as a modal page, complete on the server. */
export async function ContentRoute({ reference: ref, parent }: { reference: string; parent?: string }) {
  const content = await loadContent(ref);
  if (!content) notFound();
  // `/contents/{series}/{episode}` names its series too: any other first segment is an alias as well.
  const alias =
    isAliasReference(ref, content) ||
    (parent !== undefined && !content.breadcrumbs.some((crumb) => !isAliasReference(parent, crumb)));
  const [seasons, airings, similar, channelNames, origin, t] = await Promise.all([
    loadEpisodes(ref),
    loadAirings(ref),
    loadSimilar(ref),
    loadChannelNames(),
    siteOrigin(),
    getTranslations('meta'),
  ]);
  const url = `${origin}${contentHref(content)}`;
  return (
    <ModalPage title={content.title} fallbackHref="/">
      {alias ? <NotStoredMark reason="alias" /> : null}
      <JsonLdScript
        data={[
          contentLd(content, url),
          breadcrumbLd([
            { name: t('siteName'), url: `${origin}/` },
            ...content.breadcrumbs.map((crumb) => ({ name: crumb.title, url: `${origin}${contentHref(crumb)}` })),
            { name: content.title, url },
          ]),
        ]}
      />
      <ContentView
        content={content}
        seasons={seasons}
        airings={airings}
        similar={similar}
        channelNames={channelNames}
      />
    </ModalPage>
  );
}
