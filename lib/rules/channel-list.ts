/**
 * Channel list rules (live-channels.md sections 2, 5, 6 and 9): which channels are listed,
 * for whom, in which category, and how the list renders.
 */

import { MOBILE_MAX_WIDTH, WIDE_WIDTH } from './breakpoints';
import { isVisibleToChild } from './child-age';

/** live-channels.md section 9: category ids. */
export const CATEGORY_IDS = {
  allChannels: 2,
  favorites: 1000,
  child: 7,
  fallback: 10,
} as const;
/** live-channels.md section 9: recent channels 10. */
export const RECENT_CHANNELS_LIMIT = 10;
/** live-channels.md section 2: the list is "short" with 31 channels or fewer. */
export const SHORT_LIST_MAX_CHANNELS = 31;
/** live-channels.md section 9: a virtual list above 1280 px. */
export const VIRTUAL_LIST_MIN_WIDTH = WIDE_WIDTH;
/** live-channels.md section 9: mobile threshold 932 px; the full TV page is above it. */
export const CHANNEL_MODAL_PAGE_MAX_WIDTH = MOBILE_MAX_WIDTH;
/** live-channels.md section 2: the category dropdown needs at least two categories. */
export const CATEGORY_DROPDOWN_MIN_CATEGORIES = 2;

/** live-channels.md section 5: names containing 4k, uhd or ultra hd are removed. */
const ULTRA_HD_NAME = /4k|uhd|ultra\s*hd/i;

export function isUltraHdName(name: string): boolean {
  return ULTRA_HD_NAME.test(name);
}

export interface ListedChannel {
  name: string;
  age: number | null;
}

/** Channels a viewer sees listed: no 4K/UHD names; a child profile only ages up to 12. */
export function visibleChannels<T extends ListedChannel>(channels: readonly T[], isChildProfile: boolean): T[] {
  return channels.filter(
    (channel) => !isUltraHdName(channel.name) && (!isChildProfile || isVisibleToChild(channel.age)),
  );
}

/** The category opened when none is chosen: 7 for a child profile, else all channels (2). */
export function defaultCategoryId(isChildProfile: boolean): number {
  return isChildProfile ? CATEGORY_IDS.child : CATEGORY_IDS.allChannels;
}

/**
 * The category shown when the address names none: the default (2, or 7 for a child), else the fallback category 10
 * (live-channels.md section 9), else the first there is.
 */
export function defaultCategory<T extends { id: number }>(categories: readonly T[], isChildProfile: boolean): T | null {
  const byId = (id: number) => categories.find((category) => category.id === id);
  return byId(defaultCategoryId(isChildProfile)) ?? byId(CATEGORY_IDS.fallback) ?? categories[0] ?? null;
}

/** The category dropdown is hidden with fewer than two categories and for child profiles. */
export function showCategoryDropdown(categoryCount: number, isChildProfile: boolean): boolean {
  return !isChildProfile && categoryCount >= CATEGORY_DROPDOWN_MIN_CATEGORIES;
}

export function isShortChannelList(channelCount: number): boolean {
  return channelCount <= SHORT_LIST_MAX_CHANNELS;
}

/** Widths where the channel list is virtual (above VIRTUAL_LIST_MIN_WIDTH), as a media query. */
export const VIRTUAL_LIST_QUERY = `(min-width: ${VIRTUAL_LIST_MIN_WIDTH + 1}px)`;

/** Widths where an open channel is a modal page, not the full TV page (932 px or less), as a media query. */
export const CHANNEL_MODAL_PAGE_QUERY = `(max-width: ${CHANNEL_MODAL_PAGE_MAX_WIDTH}px)`;

/**
 * Recent channels after opening one: newest first, no repeats, adult channels never kept,
 * at most 10.
 */
export function pushRecentChannel(recentIds: readonly number[], channelId: number, isAdult: boolean): number[] {
  if (isAdult) return recentIds.slice(0, RECENT_CHANNELS_LIMIT);
  return [channelId, ...recentIds.filter((id) => id !== channelId)].slice(0, RECENT_CHANNELS_LIMIT);
}
