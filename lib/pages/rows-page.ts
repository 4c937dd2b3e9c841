import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/lib/catalogue/page-routing';
import { loadLibraries, loadPage, loadProviderIsOtt } from '@/lib/catalogue/server';
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
  return { slugOrId, libraryId, page, origin, providerIsOtt, libraries, home: page.template === 'startpage' };
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
