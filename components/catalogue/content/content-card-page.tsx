import { getTranslations } from 'next-intl/server';
import { NotStoredMark } from '@/components/cache/not-stored-mark';
import { ModalPage } from '@/components/modals/modal-page';
import type { ContentPageData } from '@/lib/pages/content-page';
import { contentHref } from '@/lib/catalogue/rows';
import { breadcrumbLd, contentLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { ContentView } from './content-view';

/** The content card as a modal page with its structured data, complete on the server. */
export async function ContentCardPage({
  content,
  alias,
  seasons,
  airings,
  similar,
  channelNames,
  origin,
}: ContentPageData) {
  const t = await getTranslations('meta');
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
