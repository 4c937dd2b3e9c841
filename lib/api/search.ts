import { SEARCH_MAX_LENGTH } from '@/lib/rules/validation';
import { toChannelCard, toContentSummary, toPersonCard } from './catalogue-reshape';
import type { ApiClient } from './client';
import type { RawSearchFound, RawSuggestions } from './raw/catalogue';
import type { SearchFoundEntry, SearchResults } from './types/catalogue';


const EMPTY: SearchResults = { suggestions: [], contents: [], persons: [], channels: [] };

/**
 * Suggestions and matches for a search text, cached as any GET (the spec's 3 s; on the server in the data cache with
 * the page, tagged `search`); a call with a signal (typing) is never kept. Blank text asks nothing.
 */
export async function getSearchSuggestions(
  api: ApiClient,
  text: string,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResults> {
  const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
  if (!trimmed) return EMPTY;
  const raw = await api.get<RawSuggestions>('/v2/search/suggest', {
    query: { text: trimmed },
    signal: options.signal,
  });
  return {
    suggestions: (raw.suggestions ?? []).map((suggestion) => suggestion.text),
    contents: (raw.contents ?? []).map(toContentSummary),
    persons: (raw.persons ?? []).map(toPersonCard),
    channels: (raw.channels ?? []).map(toChannelCard),
  };
}

/** Search history: what the viewer opened from a search (section 7, POST /v2/search/found). */
export async function reportSearchFound(
  api: ApiClient,
  entry: SearchFoundEntry,
): Promise<{ id: number; createdAt: number }> {
  const raw = await api.post<RawSearchFound>('/v2/search/found', {
    title: entry.title,
    text: entry.text.trim().slice(0, SEARCH_MAX_LENGTH),
    content_type: entry.contentType,
    object_id: entry.objectId,
  });
  return { id: raw.id, createdAt: raw.created_at };
}
