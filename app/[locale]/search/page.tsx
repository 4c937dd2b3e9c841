import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchView } from '@/components/catalogue/search/search-view';
import { firstValue } from '@/lib/catalogue/query';
import { loadSearch } from '@/lib/catalogue/server';
import { contentHref } from '@/lib/catalogue/rows';
import { itemListLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { SEARCH_MAX_LENGTH } from '@/lib/rules/validation';

/** Its query changes what it shows: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function searchQuery(searchParams: Props['searchParams']): Promise<string> {
  return (firstValue((await searchParams).q) ?? '').trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
}

function searchPath(query: string): string {
  return query ? `/search?q=${encodeURIComponent(query)}` : '/search';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [query, origin, t] = await Promise.all([searchQuery(searchParams), siteOrigin(), getTranslations('catalogue')]);
  const title = query ? t('searchTitle', { query }) : t('search');
  return pageMetadata({ title, description: t('searchDescription', { query }), path: searchPath(query), origin });
}

/** /search?q={term}: search results, rendered on the server (catalogue-vod-billing.md section 2). */
export default async function SearchPage({ searchParams }: Props) {
  const [query, origin, t] = await Promise.all([searchQuery(searchParams), siteOrigin(), getTranslations('catalogue')]);
  const results = query ? await loadSearch(query) : null;
  const items = (results?.contents ?? []).map((content) => ({ name: content.title, url: `${origin}${contentHref(content)}` }));
  return (
    <>
      <JsonLdScript data={itemListLd(query ? t('searchTitle', { query }) : t('search'), `${origin}${searchPath(query)}`, items)} />
      <SearchView query={query} results={results} />
    </>
  );
}
