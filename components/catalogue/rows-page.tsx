import { getTranslations } from 'next-intl/server';
import type { Page } from '@/lib/api/types/catalogue';
import { pagePath } from '@/lib/catalogue/page-routing';
import { contentHref, rowContents } from '@/lib/catalogue/rows';
import type { RowsPageData } from '@/lib/pages/rows-page';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { breadcrumbLd, itemListLd, websiteLd, type JsonLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { pageLibrary } from './library-cover';
import { CatalogueEntry } from './catalog/catalogue-entry';
import { PageView } from './page-view';

/** Items named in a page's ItemList: the contents of its rows, in order. */
const ITEM_LIST_LIMIT = 30;

function pageItems(page: Page, origin: string) {
  return page.rows
    .flatMap((row) => rowContents(row))
    .slice(0, ITEM_LIST_LIMIT)
    .map((content) => ({ name: content.title, url: `${origin}${contentHref(content)}` }));
}

/** A rows page with its structured data: the start page as the site's WebSite, any other with a breadcrumb. */
export async function RowsPage({
  page,
  origin,
  home,
  providerIsOtt,
  libraries,
  libraryId,
  catalogue,
  embed,
}: RowsPageData & { embed?: boolean }) {
  const t = await getTranslations('meta');
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
        catalogueEntry={catalogue && !embed ? <CatalogueEntry {...catalogue} /> : null}
      />
    </>
  );
}
