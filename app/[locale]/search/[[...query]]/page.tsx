import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchView } from '@/components/catalogue/search/search-view';
import { loadSearch } from '@/lib/catalogue/server';
import { contentHref } from '@/lib/catalogue/rows';
import { searchPath, searchQueryFromSegment } from '@/lib/catalogue/search-address';
import { itemListLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

/**
 * The request gate serves `/search?q={term}` from here, the query in the path (lib/catalogue/search-address.ts): each
 * query is rendered once per language and kept in the page cache, regenerated like every public page.
 */
interface Props {
  params: Promise<{ query?: string[] }>;
}

async function searchQuery(params: Props['params']): Promise<string> {
  return searchQueryFromSegment((await params).query?.[0]);
}

/** Internal search results stay out of search engines' indexes (Google's guidance), their links still followed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [query, origin, t] = await Promise.all([searchQuery(params), siteOrigin(), getTranslations('catalogue')]);
  const title = query ? t('searchTitle', { query }) : t('search');
  return pageMetadata({ title, description: t('searchDescription', { query }), path: searchPath(query), origin, noindex: true });
}

/** /search?q={term}: search results, rendered on the server (catalogue-vod-billing.md section 2). */
export default async function SearchPage({ params }: Props) {
  const [query, origin, t] = await Promise.all([searchQuery(params), siteOrigin(), getTranslations('catalogue')]);
  const results = query ? await loadSearch(query) : null;
  const items = (results?.contents ?? []).map((content) => ({ name: content.title, url: `${origin}${contentHref(content)}` }));
  return (
    <>
      <JsonLdScript data={itemListLd(query ? t('searchTitle', { query }) : t('search'), `${origin}${searchPath(query)}`, items)} />
      <SearchView query={query} results={results} />
    </>
  );
}
