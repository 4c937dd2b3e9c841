/**
 * Every SWR key of the app, so readers and writers of one piece of server data meet on one key (issue 17: one way to
 * hold server data in the browser). A key is an array: what is read, then what it is for (an id, the viewer and
 * profile, the language), so another viewer, profile or language never reads an entry that was not read for them.
 * Keys without a viewer are reloaded as a whole after a sign-in, a logout or a profile switch (`mutate(() => true)`).
 */

type Id = number | string;
/** The profile the data was read for; null for an account without profiles. */
type ProfileId = number | null;

/** The viewer's account data, reloaded as a whole after a payment or a subscription change (lib/billing/refresh.ts). */
const ACCOUNT = 'account';
const CHANNEL_LIST = 'channels/list';
const CHANNEL_CATEGORIES = 'channels/categories';

// Named makers rather than one object, so each page bundles only the keys it uses.
export const currentUserKey = () => [ACCOUNT, 'user'] as const;
export const balanceKey = () => [ACCOUNT, 'balance'] as const;
export const cardsKey = () => [ACCOUNT, 'cards'] as const;
export const currentSubscriptionsKey = () => [ACCOUNT, 'subscriptions/current'] as const;
export const profilesKey = () => [ACCOUNT, 'profiles'] as const;
export const devicesKey = () => [ACCOUNT, 'devices'] as const;
export const messagesKey = () => [ACCOUNT, 'messages'] as const;
export const networkKey = () => [ACCOUNT, 'network'] as const;
/** A packet as the signed-in viewer sees it (price, purchase state). */
export const packetKey = (ref: Id) => [ACCOUNT, 'packet', ref] as const;

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
export const newYearRowsKey = (locale: string) => ['channels/newyear-rows', locale] as const;
/** The parental settings of this device, as the channel page applies them. */
export const deviceParentalKey = (userId: number | null, profileId: ProfileId) =>
  ['parental/device-settings', userId, profileId] as const;
export const playerSubscriptionsKey = (userId: number, profileId: ProfileId) =>
  ['player/subscriptions', userId, profileId] as const;

export const contentMetaKey = (contentId: number, userId: number, profileId: ProfileId) =>
  ['content-meta', contentId, userId, profileId] as const;
export const episodesKey = (contentId: number, locale: string) => ['episodes', contentId, locale] as const;
export const personFavoriteKey = (personId: number, userId: number | undefined, profileId: ProfileId) =>
  ['person-favorite', personId, userId, profileId] as const;
export const personalRowKey = (ref: Id, userId: number, profileId: ProfileId, libraryId: Id | null) =>
  ['personal-row', ref, userId, profileId, libraryId] as const;
export const myPageKey = (userId: number, profileId: ProfileId) => ['my-page', userId, profileId] as const;

export const avatarCategoriesKey = () => ['profiles/avatars'] as const;
export const platformResourcesKey = () => ['settings/resources'] as const;
export const canPayKey = () => ['settings/can-pay'] as const;
export const accountInfoKey = () => ['settings/info'] as const;
/** The parental settings of this device, as the settings page edits them. */
export const parentalSettingsKey = () => ['parental/settings'] as const;
export const parentalConfigurationKey = () => ['parental/configuration'] as const;
export const purchasePacketsKey = () => ['header/purchase-packets'] as const;
export const cancelledSubscriptionKey = () => ['prompts/cancelled-subscription'] as const;
export const surveyKey = (surveyId: number) => ['survey', surveyId] as const;

/** Whether a key holds the viewer's account data (from currentUserKey to packetKey above), which a payment changes. */
export function isAccountKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === ACCOUNT;
}

/** Whether a key holds the viewer's channel list or categories, which a favorite or a purchase changes. */
export function isChannelListKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === CHANNEL_LIST || key[0] === CHANNEL_CATEGORIES);
}
