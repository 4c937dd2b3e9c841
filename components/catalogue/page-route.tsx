import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Page } from '@/lib/api/types/catalogue';
import { pagePath, pageRedirect } from '@/lib/catalogue/page-routing';
import { contentHref, rowContents } from '@/lib/catalogue/rows';
import { loadLibraries, loadPage, loadProviderIsOtt } from '@/lib/catalogue/server';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { breadcrumbLd, itemListLd, websiteLd, type JsonLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { pageLibrary } from './library-cover';
import { PageView } from './page-view';

/** Items named in a page's ItemList: the contents of its rows, in order. */
const ITEM_LIST_LIMIT = 30;

function pageItems(page: Page, origin: string) {
  return page.rows
    .flatMap((row) => rowContents(row))
    .slice(0, ITEM_LIST_LIMIT)
    .map((content) => ({ name: content.title, url: `${origin}${contentHref(content)}` }));
}

export async function pageRouteMetadata(slugOrId?: string, libraryId?: number): Promise<Metadata> {
  const [page, origin, t] = await Promise.all([loadPage(slugOrId, libraryId), siteOrigin(), getTranslations('meta')]);
  if (!page) return {};
  const home = page.template === 'startpage';
  return pageMetadata({
    title: home ? t('siteTitle') : page.title,
    description: home ? t('siteDescription') : page.description || t('siteDescription'),
    path: pagePath(page),
    origin,
    absoluteTitle: home,
    // /rowset/{id}: an address by bare id is noindex; its canonical twin is the slug address (section 5).
    noindex: slugOrId !== undefined && hasNoLetters(slugOrId),
  });
}

/** A rows page by slug or id, the start page without one. */
export async function PageRoute({
  slugOrId,
  libraryId,
  embed,
}: {
  slugOrId?: string;
  libraryId?: number;
  embed?: boolean;
}) {
  const [page, providerIsOtt, origin, t, libraries] = await Promise.all([
    loadPage(slugOrId, libraryId),
    loadProviderIsOtt(),
    siteOrigin(),
    getTranslations('meta'),
    loadLibraries(),
  ]);
  // Pages that lead elsewhere are redirected by the request gate (lib/catalogue/menu-redirects): redirect() here
  // would be rendered into the page cache and send its Location twice. Reaching here means the gate's menu was older
  // than the page, for at most its refresh interval.
  if (!page || pageRedirect(page)) notFound();
  const home = page.template === 'startpage';
  const url = `${origin}${pagePath(page)}`;
  const data: JsonLd[] = home
    ? [websiteLd(t('siteName'), origin), itemListLd(t('siteTitle'), url, pageItems(page, origin))]
    : [
        itemListLd(page.title, url, pageItems(page, origin)),
        breadcrumbLd([
          { name: t('siteName'), url: `${origin}/` },
          { name: page.title, url },
        ]),
      ];
  return (
    <>
      <JsonLdScript data={data} />
      <PageView
        page={page}
        providerIsOtt={providerIsOtt}
        embed={embed}
        titleHidden={home}
        library={pageLibrary(libraries, libraryId, page.libraryId)}
        channelListing={providerChannelListing}
      />
    </>
  );
}
