// SWR keys of channels data; the rules of every key are in lib/swr-keys/account.ts's header.

/** The profile the data was read for; null for an account without profiles. */
type ProfileId = number | null;

const CHANNEL_LIST = 'channels/list';
const CHANNEL_CATEGORIES = 'channels/categories';

/** `scope`: the viewer, profile and language the personal lists are for. */
export const channelListKey = (scope: string) => [CHANNEL_LIST, scope] as const;
export const channelCategoriesKey = (scope: string) => [CHANNEL_CATEGORIES, scope] as const;
export const channelKey = (channelId: number, userId: number, profileId: ProfileId) =>
  ['channels/channel', channelId, userId, profileId] as const;
export const channelPacketsKey = (channelId: number, userId: number | null, locale: string) =>
  ['channels/packets', channelId, userId, locale] as const;
export const channelFavoritesKey = (userId: number | null, profileId: ProfileId) =>
  ['channels/favorites', userId, profileId] as const;
export const programmeKey = (programmeId: number, locale: string) =>
  ['channels/programme', programmeId, locale] as const;
/** One block of the EPG grid: the exact channel ids of a page of rows (a filtered line-up asks its own) and a time span. */
export const epgBlockKey = (channelIds: readonly number[], startSec: number, endSec: number, locale: string) =>
  ['channels/epg', channelIds.join(','), startSec, endSec, locale] as const;
export const newYearRowsKey = (locale: string) => ['channels/newyear-rows', locale] as const;
/** The parental settings of this device, as the channel page applies them. */
export const deviceParentalKey = (userId: number | null, profileId: ProfileId) =>
  ['parental/device-settings', userId, profileId] as const;
export const playerSubscriptionsKey = (userId: number, profileId: ProfileId) =>
  ['player/subscriptions', userId, profileId] as const;

/** Whether a key holds the viewer's channel list or categories, which a favorite or a purchase changes. */
export function isChannelListKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === CHANNEL_LIST || key[0] === CHANNEL_CATEGORIES);
}
