import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/lib/catalogue/page-routing';
import type { Page } from '@/lib/api/types/catalogue';
import { genresListed } from '@/lib/catalogue/catalog-query';
import { GROUP_CATALOG_TEMPLATE, dominantCatalogueType } from '@/lib/catalogue/catalogue-row';
import { rowContents } from '@/lib/catalogue/rows';
import { brandCatalogueRow, loadGenres, loadLibraries, loadPage, loadProviderIsOtt } from '@/lib/catalogue/server';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

/**
 * A rows page by slug or id (/rowset, a menu page, with-query), the start page without one; shared by the page and
 * its metadata (the loaders are request-cached, so the metadata's share costs nothing). Null when there is no page.
 */
export async function getRowsPage(slugOrId?: string, libraryId?: number) {
  const [page, origin, providerIsOtt, libraries] = await Promise.all([
    loadPage(slugOrId, libraryId),
    siteOrigin(),
    loadProviderIsOtt(),
    loadLibraries(),
  ]);
  if (!page) return null;
  const catalogue = await catalogueEntry(page);
  return { slugOrId, libraryId, page, origin, providerIsOtt, libraries, catalogue, home: page.template === 'startpage' };
}

/**
 * Where a Films or Series page leads into the filtered catalogue (when the deployment names it, CATALOGUE_ROW): the
 * page's type, and the genres its titles have, each a one-filter address a search engine may index.
 */
async function catalogueEntry(page: Page) {
  if (page.template !== GROUP_CATALOG_TEMPLATE || !brandCatalogueRow) return null;
  const contents = page.rows.flatMap((row) => rowContents(row));
  return {
    row: brandCatalogueRow,
    type: dominantCatalogueType(contents),
    genres: genresListed(contents, await loadGenres()),
  };
}

export type RowsPageData = NonNullable<Awaited<ReturnType<typeof getRowsPage>>>;

export async function rowsPageMetadata(data: RowsPageData | null): Promise<Metadata> {
  if (!data) return {};
  const { slugOrId, page, origin, home } = data;
  const t = await getTranslations('meta');
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
