import 'server-only';
import { cache } from 'react';
import {
  getContent,
  getContentSources,
  getCountries,
  getEpisodes,
  getFilmography,
  getGenres,
  getLibraries,
  getMenuPages,
  getPage,
  getPerson,
  getRow,
  getSimilar,
  getTrailerStream,
} from '@/lib/api/catalogue';
import { getChannelList } from '@/lib/api/channels';
import { ApiError } from '@/lib/api/errors';
import { getNetworkInfo, getSeoMasks } from '@/lib/api/platform';
import { getSearchSuggestions } from '@/lib/api/search';
import { getServerApi } from '@/lib/session/server-api';
import { rethrowIfUnavailable } from '@/lib/api/unavailable';
import type { ContentSummary, RowQuery } from '@/lib/api/types/catalogue';
import { catalogueRequest } from '@/lib/rules/catalogue-filters';
import { applyChannelListing } from '@/lib/channels/channel-listing';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { catalogueRowSetting, withCatalogueDestinations } from './catalogue-row';
import { hiddenContentIds, isHiddenContent, rowWithoutHidden, withoutHidden } from './hidden-contents';
import { withMenuPageDestinations } from './menu-destinations';

/** A 404 (or a malformed reference, 400) from the platform becomes null so the route can call notFound(). */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Secondary blocks (similar, airings, genres) must not take the page down when the platform refuses them. */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    rethrowIfUnavailable(error);
    return [];
  }
}

/** Titles this brand build hides (HIDDEN_CONTENT_IDS), read once per server. */
export const brandHiddenContentIds = hiddenContentIds(process.env.HIDDEN_CONTENT_IDS);
/** The deployment's filtered catalogue row (CATALOGUE_ROW), or null when nothing should lead there. */
export const brandCatalogueRow = catalogueRowSetting(process.env.CATALOGUE_ROW);

/** Libraries with their covers; a page without them only loses its cover. */
export const loadLibraries = cache(async () => orEmpty(async () => getLibraries(await getServerApi())));

export const loadMenuPages = cache(async () => getMenuPages(await getServerApi()));

/** The start page: the menu page with the startpage template, or the one a slug or id names. */
export const loadPage = cache(async (slugOrId?: string, libraryId?: number) => {
  const pages = await loadMenuPages();
  const target = slugOrId
    ? pages.find((page) => page.slug === slugOrId || String(page.id) === slugOrId)
    : pages.find((page) => page.template === 'startpage');
  const ref = target?.id ?? slugOrId;
  if (ref == null) return null;
  const api = await getServerApi();
  const page = await orNull(() => getPage(api, ref, { libraryId }));
  return (
    page && {
      ...page,
      rows: withMenuPageDestinations(
        page.rows.map((row) =>
          withCatalogueDestinations(rowWithoutHidden(row, brandHiddenContentIds), brandCatalogueRow),
        ),
        pages,
      ),
    }
  );
});

export const loadRow = cache(async (ref: string, offset: number, limit: number, text?: string, libraryId?: number) => {
  const api = await getServerApi();
  const query: RowQuery = { offset, limit, text: text || undefined, libraryId };
  const row = await orNull(() => getRow(api, ref, query));
  if (!row) return null;
  const [shown] = withMenuPageDestinations(
    [withCatalogueDestinations(rowWithoutHidden(row, brandHiddenContentIds), brandCatalogueRow)],
    await orEmpty(loadMenuPages),
  );
  return shown;
});

export const loadContent = cache(async (ref: string) => {
  const content = await orNull(async () => getContent(await getServerApi(), ref));
  return content && isHiddenContent(content, brandHiddenContentIds) ? null : content;
});
export const loadEpisodes = cache(async (ref: string) => orEmpty(async () => getEpisodes(await getServerApi(), ref)));
export const loadSimilar = cache(async (ref: string) =>
  withoutHidden(await orEmpty(async () => getSimilar(await getServerApi(), ref)), brandHiddenContentIds),
);
export const loadAirings = cache(async (ref: string) =>
  orEmpty(async () => getContentSources(await getServerApi(), ref)),
);
export const loadPerson = cache(async (ref: string) => orNull(async () => getPerson(await getServerApi(), ref)));
/**
 * Section 8: "Genres and countries errors are logged only": the filter loses its options and the page stays, but an
 * operator must be able to see why a filter is empty. An outage still goes on, as orEmpty's does.
 */
async function orLogged<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[catalogue] ${what} failed to load; the catalogue filter shows none:`, error);
    rethrowIfUnavailable(error);
    return [];
  }
}

export const loadGenres = cache(async () => orLogged('genres', async () => getGenres(await getServerApi())));
export const loadCountries = cache(async () => orLogged('countries', async () => getCountries(await getServerApi())));
/** Without masks (or when they fail to load) pages keep their own titles. */
export const loadSeoMasks = cache(async () => orEmpty(async () => getSeoMasks(await getServerApi())));

/** Filmography as all three kinds; the platform already keeps child profiles to 12+ titles. */
export const loadFilmography = cache(async (personId: number, limit: number) => {
  const api = await getServerApi();
  const [movies, series, programs] = await Promise.all(
    (['movie', 'series', 'program'] as const).map((contentType) =>
      orNull(() => getFilmography(api, personId, { contentType, limit })),
    ),
  );
  const shown = (contents: ContentSummary[] | undefined) => withoutHidden(contents ?? [], brandHiddenContentIds);
  return { movies: shown(movies?.contents), series: shown(series?.contents), programs: shown(programs?.contents) };
});

/** Whether the provider sells over the top; a non-OTT provider's packet links use id_no_ott (section 2). */
export const loadProviderIsOtt = cache(async () => {
  try {
    const info = await getNetworkInfo(await getServerApi());
    return info.provider?.isOtt ?? true;
  } catch (error) {
    rethrowIfUnavailable(error);
    return true;
  }
});

/** Channel names for catch-up airings; an outage only leaves the names out. */
export const loadChannelNames = cache(async (): Promise<Map<number, string>> => {
  const channels = await orEmpty(async () => getChannelList(await getServerApi()));
  return new Map(channels.map((channel) => [channel.id, channel.name]));
});

/**
 * Search results of the server guest; a refused search shows as no results rather than an error page. Its channels
 * follow the provider's listing (exclusions, pinned order) as the channel list does.
 */
export const loadSearch = cache(async (query: string) => {
  try {
    const results = await getSearchSuggestions(await getServerApi(), query);
    return {
      ...results,
      contents: withoutHidden(results.contents, brandHiddenContentIds),
      channels: applyChannelListing(results.channels, providerChannelListing),
    };
  } catch (error) {
    rethrowIfUnavailable(error);
    return null;
  }
});

export const loadTrailer = cache(async (id: number) => orNull(async () => getTrailerStream(await getServerApi(), id)));

/**
 * First page of the filtered catalogue (100 titles). Filters come as JSON so React's cache() can key on them; a
 * filter the platform refuses (400: unknown genre or country) shows as an empty result, not an error page.
 */
export const loadCatalog = cache(async (ref: string, filtersJson: string) => {
  const api = await getServerApi();
  const filters = JSON.parse(filtersJson) as RowQuery['filters'];
  try {
    return rowWithoutHidden(
      await getRow(api, ref, { ...catalogueRequest('replace', 0), filters }),
      brandHiddenContentIds,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.status === 400) {
      const plain = await orNull(() => getRow(api, ref, { offset: 0, limit: 1 }));
      return plain ? { ...plain, contents: [], count: 0 } : null;
    }
    throw error;
  }
});
