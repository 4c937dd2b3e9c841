/**
 * Reading /channels/{category}/{channel}, /channels/{id_or_slug} and ?ts= (live-channels.md section 2).
 * A single segment names a category when one matches, otherwise a channel.
 */

import { CHANNELS_PATH } from './constants';

export interface NamedById {
  id: number;
  slug: string;
}

export interface ChannelsPath {
  /** The category segment as written, or null. */
  category: string | null;
  /** The channel segment as written (slug or numeric id), or null. */
  channel: string | null;
}

/** Splits the catch-all segments; null for more than two (no such page). */
export function splitChannelsPath(
  segments: readonly string[] | undefined,
  isCategory: (segment: string) => boolean,
): ChannelsPath | null {
  const parts = (segments ?? []).filter(Boolean);
  if (parts.length === 0) return { category: null, channel: null };
  if (parts.length === 1)
    return isCategory(parts[0]) ? { category: parts[0], channel: null } : { category: null, channel: parts[0] };
  if (parts.length === 2) return { category: parts[0], channel: parts[1] };
  return null;
}

/** Finds by numeric id or by slug. */
export function findByRef<T extends NamedById>(items: readonly T[], ref: string | number | null | undefined): T | null {
  if (ref === null || ref === undefined || ref === '') return null;
  const text = String(ref);
  if (/^\d+$/.test(text)) return items.find((item) => item.id === Number(text)) ?? null;
  return items.find((item) => item.slug === text) ?? null;
}

/** The ts query: whole unix seconds, anything else ignored (plays live). */
export function parseTimestamp(value: string | string[] | null | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return null;
  const ts = Number(text);
  return Number.isSafeInteger(ts) && ts > 0 ? ts : null;
}

/** The address of a channel: the category and the channel stay in the path; ts only for the archive. */
export function channelHref(categorySlug: string | null, channelSlug: string, ts?: number | null): string {
  const base = categorySlug
    ? `${CHANNELS_PATH}/${encodeURIComponent(categorySlug)}/${encodeURIComponent(channelSlug)}`
    : `${CHANNELS_PATH}/${encodeURIComponent(channelSlug)}`;
  return ts ? `${base}?ts=${ts}` : base;
}

export function categoryHref(categorySlug: string): string {
  return `${CHANNELS_PATH}/${encodeURIComponent(categorySlug)}`;
}
