import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import {
  toContent,
  toContentMeta,
  toContentSummary,
  toMenuPage,
  toPage,
  toPersonCard,
  toRow,
  toVodStream,
} from './catalogue-reshape';
import type { ApiClient, QueryValue } from './client';
import { toSeasons } from './episodes-reshape';
import { MY_PAGE_ID } from './page-ids';
import type {
  RawCatchup,
  RawContent,
  RawContentCard,
  RawContentMeta,
  RawCountry,
  RawEpisode,
  RawGenre,
  RawLibrary,
  RawPage,
  RawPerson,
  RawRow,
  RawVodStream,
} from './raw/catalogue';
import type {
  Catchup,
  CatalogueFilters,
  Content,
  ContentMeta,
  ContentSummary,
  Country,
  Genre,
  Library,
  MenuPage,
  Page,
  Person,
  Row,
  RowQuery,
  Season,
  VodStream,
} from './types/catalogue';
import { cssColor, cssImageUrl } from '../rules/safe-url';

export { toContentSummary } from './catalogue-reshape';

export { MY_PAGE_ID };

/** Templates whose rows are computed per viewer and never cached (section 7, cache lifetimes). */
const PERSONAL_TEMPLATES = ['history', 'history-h'];

export function isPersonalRow(row: Pick<Row, 'template' | 'contentType'>): boolean {
  return PERSONAL_TEMPLATES.includes(row.template) || row.contentType === 'history';
}

const path = (value: string | number) => encodeURIComponent(String(value));

export async function getLibraries(api: ApiClient): Promise<Library[]> {
  const raw = await api.get<RawLibrary[]>('/v2/libraries');
  return raw.map((library) => ({
    id: library.id,
    title: library.title,
    cover: { bg: cssImageUrl(library.cover?.bg), colorBg: cssColor(library.cover?.color_bg) },
  }));
}

/** Menu pages (rowsets), cached for the rowsets lifetime. */
export async function getMenuPages(api: ApiClient): Promise<MenuPage[]> {
  return (await api.get<RawPage[]>('/v2/rowsets', { cacheMs: CACHE_LIFETIME_MS.rowsets })).map(toMenuPage);
}

/** A page with the first page of each row; the "my" page is never cached. */
export async function getPage(
  api: ApiClient,
  idOrSlug: string | number,
  options: { libraryId?: number } = {},
): Promise<Page> {
  const personal = String(idOrSlug) === String(MY_PAGE_ID) || idOrSlug === 'my';
  const raw = await api.get<RawPage>(`/v2/rowsets/${path(idOrSlug)}`, {
    query: { library_id: options.libraryId },
    cacheMs: personal ? CACHE_LIFETIME_MS.none : CACHE_LIFETIME_MS.rowsets,
  });
  return toPage(raw);
}

function filterQuery(filters: CatalogueFilters = {}): Record<string, QueryValue> {
  return {
    content_type: filters.contentType,
    main_genre: filters.mainGenre,
    genre: filters.genre,
    country: filters.country,
    year_from: filters.yearFrom,
    year_to: filters.yearTo,
    rating_from: filters.ratingFrom,
  };
}

/** One page of a row (the "see all" page and the filtered catalogue). */
const MS_PER_SECOND = 1000;

/** A row's own cache_timeout (seconds) in ms, or null when it names none. */
export function rowCacheTimeoutMs(data: unknown): number | null {
  const seconds = (data as Pick<RawRow, 'cache_timeout'> | null)?.cache_timeout;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds * MS_PER_SECOND : null;
}

export async function getRow(api: ApiClient, idOrSlug: string | number, query: RowQuery = {}): Promise<Row> {
  const raw = await api.get<RawRow>(`/v2/rows/${path(idOrSlug)}`, {
    query: {
      offset: query.offset,
      limit: query.limit,
      text: query.text,
      library_id: query.libraryId,
      mode: query.mode,
      ...filterQuery(query.filters),
    },
    // Filter text is a search (never cached, section 9), and free text must not fill the server's data cache.
    cacheMs:
      query.personal || query.text
        ? CACHE_LIFETIME_MS.none
        : query.live
          ? CACHE_LIFETIME_MS.liveRows
          : CACHE_LIFETIME_MS.default,
    cacheFromAnswer: query.live ? rowCacheTimeoutMs : undefined,
  });
  return toRow(raw);
}

/** A person's contents as a row; `contentType` picks films, series or programs. */
export async function getFilmography(
  api: ApiClient,
  personId: number,
  options: { offset?: number; limit?: number; contentType?: CatalogueFilters['contentType'] } = {},
): Promise<Row> {
  const raw = await api.get<RawRow>('/v2/rows/filmography', {
    query: { person_id: personId, offset: options.offset, limit: options.limit, content_type: options.contentType },
  });
  return toRow(raw);
}

export async function getContent(api: ApiClient, slugOrId: string | number): Promise<Content> {
  return toContent(await api.get<RawContent>(`/v2/contents/${path(slugOrId)}`));
}

/** The operator's flat episode list, as seasons (wire format C). */
export async function getEpisodes(api: ApiClient, slugOrId: string | number): Promise<Season[]> {
  return toSeasons(await api.get<RawEpisode[]>(`/v2/contents/${path(slugOrId)}/episodes`));
}

export async function getContentSources(api: ApiClient, slugOrId: string | number): Promise<Catchup[]> {
  const raw = await api.get<{ catchups: RawCatchup[] }>(`/v2/contents/${path(slugOrId)}/sources`);
  return (raw.catchups ?? []).map((airing) => ({
    id: airing.id,
    channelId: airing.channel_id,
    startSec: airing.start_at,
    endSec: airing.end_at ?? null,
    isCurrent: airing.current,
    isCatchupAvailable: airing.is_catchup_available ?? true,
  }));
}

export async function getSimilar(api: ApiClient, slugOrId: string | number): Promise<ContentSummary[]> {
  return (await api.get<RawContentCard[]>(`/v2/contents/${path(slugOrId)}/similar`)).map(toContentSummary);
}

/** Personal (history, purchase, favorite), so never cached. */
export async function getContentMeta(api: ApiClient, contentId: number): Promise<ContentMeta> {
  return toContentMeta(
    await api.get<RawContentMeta>(`/v2/users/self/content_metadata/${contentId}`, { cacheMs: CACHE_LIFETIME_MS.none }),
  );
}

/** Each answer opens a new playback stat, so it is never reused. 403 not_purchased when no packet covers it. */
export async function getVodStream(
  api: ApiClient,
  libraryId: number,
  contentId: number,
  seconds?: number,
): Promise<VodStream> {
  const raw = await api.get<RawVodStream>(`/v2/libraries/${libraryId}/contents/${contentId}/stream`, {
    query: { seconds: seconds === undefined ? undefined : Math.max(0, Math.floor(seconds)) },
    cacheMs: CACHE_LIFETIME_MS.none,
  });
  return toVodStream(raw);
}

export async function getTrailerStream(api: ApiClient, trailerId: number): Promise<{ hls: string }> {
  const raw = await api.get<{ hls: string }>(`/v2/trailers/${trailerId}/stream`);
  return { hls: raw.hls };
}

/** Saves the watched position; sent as a beacon, since the last save often goes out as the viewer leaves or reloads. */
export async function saveHistory(
  api: ApiClient,
  entry: { contentId: number; seconds: number; durationSec?: number },
): Promise<void> {
  await api.post(
    '/v2/users/self/history',
    {
      content_id: entry.contentId,
      seconds: Math.max(0, Math.floor(entry.seconds)),
      duration: entry.durationSec === undefined ? undefined : Math.floor(entry.durationSec),
    },
    { beacon: true },
  );
}

export async function getPerson(api: ApiClient, slugOrId: string | number): Promise<Person> {
  const raw = await api.get<RawPerson>(`/v2/persons/${path(slugOrId)}`);
  return {
    ...toPersonCard(raw),
    bio: raw.bio ?? '',
    roles: raw.roles ?? [raw.role],
    birthYear: raw.birth_year ?? null,
    counts: raw.counts ?? null,
  };
}

export async function getCountries(api: ApiClient): Promise<Country[]> {
  return (await api.get<RawCountry[]>('/v2/countries')).map((country) => ({
    id: country.id,
    code: country.code ?? null,
    name: country.name,
  }));
}

export async function getGenres(api: ApiClient): Promise<Genre[]> {
  return (await api.get<RawGenre[]>('/v2/internal_genres')).map((genre) => ({
    id: genre.id,
    slug: genre.slug ?? null,
    name: genre.name,
    rowSlug: genre.row_slug ?? null,
    rowId: genre.row_id ?? null,
  }));
}

/**
 * What the player plays for a VOD stream answer: DASH with its licence server for DRM titles, else the
 * multi-bitrate HLS ladder. Structurally the player's PlaybackSource; null when the answer names no stream.
 */
export function vodPlaybackSource(
  stream: VodStream,
): { url: string; protocol: 'hls' | 'dash'; drm?: { clearkey?: { licenseUrl: string } } } | null {
  if (stream.dash && stream.drm?.type === 'clearkey') {
    return { url: stream.dash, protocol: 'dash', drm: { clearkey: { licenseUrl: stream.drm.licenseUrl } } };
  }
  if (stream.dash && !stream.drm) return { url: stream.dash, protocol: 'dash' };
  const hls = stream.hlsMbr ?? stream.hls;
  return hls ? { url: hls, protocol: 'hls' } : null;
}
