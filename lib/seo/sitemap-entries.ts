import 'server-only';
import type { MetadataRoute } from 'next';
import { getPackets } from '@/lib/api/billing';
import { getMenuPages, getRow } from '@/lib/api/catalogue';
import { getNetworkInfo, getNews } from '@/lib/api/platform';
import { getChannelList } from '@/lib/api/channels';
import type { ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { channelHref } from '@/lib/channels/route-params';
import { isHiddenContent } from '@/lib/catalogue/hidden-contents';
import { contentHref, personHref, rowContents } from '@/lib/catalogue/rows';
import { visibleChannels } from '@/lib/rules/channel-list';
import { pagePath, pageRedirect } from '@/lib/catalogue/page-routing';
import { CHANNELS_PATH } from '@/lib/channels/constants';
import { languageAlternates, languageVersions } from '@/lib/i18n/locale-paths';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { PERSON_INDEX_MIN_CONTENTS, isPersonNoindex } from '@/lib/rules/content-rules';

/** The filtered catalogue row holds every film, series and program (platform/docs/catalogue.md). */
export const SITEMAP_CONTENT_ROW = 'catalog';
/** The persons row of the home page names the catalogue's stars. */
export const SITEMAP_PERSON_ROW = 'stars';
/** Largest page the /v2 API answers; the sitemap pages through rows with it. */
const PAGE = 200;

async function allOfRow(api: ApiClient, ref: string) {
  const first = await getRow(api, ref, { offset: 0, limit: PAGE });
  const pages = [first];
  const total = first.count ?? 0;
  for (let offset = PAGE; offset < total; offset += PAGE) pages.push(await getRow(api, ref, { offset, limit: PAGE }));
  return pages;
}

/** A row or list this provider does not have (404) is empty; any other failure must fail the whole sitemap. */
function emptyWhenMissing<T>(error: unknown): T[] {
  if (error instanceof ApiError && error.status === 404) return [];
  throw error;
}

/** The news the sitemap names: the first page of the list, as the news page shows it. */
const SITEMAP_NEWS_LIMIT = 50;

/** Pages of the deployment's own provider and its news: optional, a provider without them has a shorter sitemap. */
async function providerPaths(api: ApiClient): Promise<string[]> {
  const [network, news] = await Promise.all([
    getNetworkInfo(api).catch(() => null),
    getNews(api, { limit: SITEMAP_NEWS_LIMIT }).catch(() => null),
  ]);
  const provider = network?.provider?.shortname;
  return [
    ...(provider ? [`/provider/${encodeURIComponent(provider)}`] : []),
    ...(news ? ['/news', ...news.items.map((item) => `/news/${item.id}`)] : []),
  ];
}

/**
 * Each address in every language (issue 33): one entry per language version, each listing all versions and
 * `x-default`, so every set of alternates is reciprocal.
 */
function inEveryLanguage(entries: MetadataRoute.Sitemap, origin: string): MetadataRoute.Sitemap {
  const locales = [DEFAULT_LOCALE, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];
  return entries.flatMap((entry) => {
    const path = entry.url.slice(origin.length) || '/';
    const languages = languageAlternates(origin, path);
    return languageVersions(path, locales).map((version) => ({
      ...entry,
      url: `${origin}${version.path}`,
      alternates: { languages },
    }));
  });
}

/**
 * Every public page in every language: home and the menu's rows pages, content, person, packet and channel pages,
 * the packet list and the channel list, the provider landing and news, read from the platform, less the titles this
 * brand hides and the channels this provider does not list (CHANNEL_LIST_EXCLUDED_IDS: their pages answer not-found).
 * Throws when the catalogue cannot be read: a shorter sitemap would tell search engines the titles are gone.
 */
export async function sitemapEntries(
  api: ApiClient,
  origin: string,
  hiddenContents: ReadonlySet<number> = new Set(),
  excludedChannelIds: readonly number[] = [],
): Promise<MetadataRoute.Sitemap> {
  const [contentPages, personPages, packets, channels, menuPages, ownPages] = await Promise.all([
    allOfRow(api, SITEMAP_CONTENT_ROW).catch(emptyWhenMissing<Awaited<ReturnType<typeof getRow>>>),
    allOfRow(api, SITEMAP_PERSON_ROW).catch(emptyWhenMissing<Awaited<ReturnType<typeof getRow>>>),
    getPackets(api).catch(emptyWhenMissing<Awaited<ReturnType<typeof getPackets>>[number]>),
    getChannelList(api).catch(emptyWhenMissing<Awaited<ReturnType<typeof getChannelList>>[number]>),
    getMenuPages(api).catch(emptyWhenMissing<Awaited<ReturnType<typeof getMenuPages>>[number]>),
    providerPaths(api),
  ]);
  const entry = (path: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: `${origin}${path}`,
    changeFrequency: 'daily',
    priority,
  });
  // A person page search engines must not index (fewer than 2 titles) stays out of the sitemap too.
  const indexable = personPages
    .flatMap((page) => page.persons)
    .filter((person) => !isPersonNoindex(person.slug, person.contentsCount ?? PERSON_INDEX_MIN_CONTENTS));
  const persons = new Map(indexable.map((person) => [person.id, person]));
  // The menu's pages drawn as rows; the others are redirects to pages listed here anyway.
  const rowsPages = [...new Set(menuPages.filter((page) => !pageRedirect(page)).map(pagePath))].filter((path) => path !== '/');
  return inEveryLanguage([
    entry('/', 1),
    ...rowsPages.map((path) => entry(path, 0.7)),
    entry(CHANNELS_PATH, 0.8),
    entry('/packets', 0.6),
    ...ownPages.map((path) => entry(path, 0.4)),
    ...contentPages
      .flatMap((page) => rowContents(page))
      .filter((content) => !isHiddenContent(content, hiddenContents))
      .map((content) => entry(contentHref(content), 0.8)),
    ...[...persons.values()].map((person) => entry(personHref(person), 0.5)),
    ...packets.map((packet) => entry(`/packets/${packet.id}`, 0.6)),
    // Only the channels the channel pages show (4K and adult ones are left out there).
    ...visibleChannels(channels, false)
      .filter((channel) => !excludedChannelIds.includes(channel.id))
      .map((channel) => entry(channelHref(null, channel.slug || String(channel.id)), 0.7)),
  ], origin);
}
