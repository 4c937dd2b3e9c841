import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import { toScheduleItem } from './channels-reshape';
import type { ApiClient } from './client';
import type { RawFavorite } from './raw/channels';
import type { Favorite, FavoriteKind, FavoriteTarget } from './types/channels';

/** Channel lists carry each channel's favorite, so they are reloaded after a favorites change. */
const LISTS_WITH_FAVORITES = ['/v2/users/self/channel_list', '/v2/channels/category_list'];

export function toFavorite(raw: RawFavorite): Favorite {
  return {
    id: raw.id,
    objectId: raw.object_id,
    objectType: raw.object_type,
    channelId: raw.channel_id,
    programId: raw.program_id,
    contentId: raw.content_id,
    personId: raw.person_id,
    priority: raw.priority,
    createdAtSec: raw.created_at,
    channel: raw.channel ?? null,
    programme: raw.program ? toScheduleItem(raw.program) : null,
    content: raw.content
      ? {
          id: raw.content.id,
          slug: raw.content.slug,
          contentType: raw.content.content_type,
          libraryId: raw.content.library_id,
          age: raw.content.age,
        }
      : null,
  };
}

function forgetFavoriteLists(api: ApiClient) {
  for (const path of LISTS_WITH_FAVORITES) api.clearCache(path);
}

/** Never cached (live-channels.md section 9: favorites are not cached). */
export async function getFavorites(api: ApiClient, kind?: FavoriteKind): Promise<Favorite[]> {
  const raw = await api.get<RawFavorite[]>('/v2/users/self/favorites', {
    cacheMs: CACHE_LIFETIME_MS.none,
    query: { type: kind },
  });
  return raw.map(toFavorite);
}

/** Adds a favorite, or resolves to the existing one; guests get ApiError 403 guest_not_allowed. */
export async function addFavorite(api: ApiClient, target: FavoriteTarget): Promise<Favorite> {
  const raw = await api.post<RawFavorite>('/v2/users/self/favorites', target);
  forgetFavoriteLists(api);
  return toFavorite(raw);
}

/** Removes by favorite id. The operator answers a delete with 204 and no body (operator-wire-format.md, fact 7). */
export async function removeFavorite(api: ApiClient, favoriteId: number): Promise<void> {
  await api.delete(`/v2/users/self/favorites/${favoriteId}`);
  forgetFavoriteLists(api);
}

export async function getPersonFavorite(api: ApiClient, personId: number): Promise<{ id: number } | null> {
  const raw = await api.get<{ favorite: { id: number } | null }>(`/v2/persons/${personId}/favorite`, {
    cacheMs: CACHE_LIFETIME_MS.none,
  });
  return raw.favorite;
}
