// SWR keys of catalogue data; the rules of every key are in lib/swr-keys/account.ts's header.

type Id = number | string;
/** The profile the data was read for; null for an account without profiles. */
type ProfileId = number | null;

export const contentMetaKey = (contentId: number, userId: number, profileId: ProfileId) =>
  ['content-meta', contentId, userId, profileId] as const;
export const episodesKey = (contentId: number, locale: string) => ['episodes', contentId, locale] as const;
export const personFavoriteKey = (personId: number, userId: number | undefined, profileId: ProfileId) =>
  ['person-favorite', personId, userId, profileId] as const;
export const personalRowKey = (ref: Id, userId: number, profileId: ProfileId, libraryId: Id | null) =>
  ['personal-row', ref, userId, profileId, libraryId] as const;
export const myPageKey = (userId: number, profileId: ProfileId) => ['my-page', userId, profileId] as const;
