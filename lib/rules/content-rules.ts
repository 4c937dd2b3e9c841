/**
 * Content card and person page rules (catalogue-vod-billing.md sections 4, 5 and 9,
 * live-channels.md sections 5 and 9).
 */

import { CHILD_MAX_AGE } from './child-age';

/** live-channels.md section 5: watch-history resume from 10 s. */
export const RESUME_MIN_SECONDS = 10;
/** live-channels.md section 5: watch-history resume up to 12600 s. */
export const RESUME_MAX_SECONDS = 12_600;
/** live-channels.md section 5: a fully watched item (100 percent) starts over. */
export const FULLY_WATCHED_PERCENT = 100;
/** catalogue-vod-billing.md section 5: description collapsed beyond 400 characters. */
export const DESCRIPTION_COLLAPSE_CHARS = 400;
/** catalogue-vod-billing.md section 5: content card variant cut to 600 at a paragraph boundary. */
export const CARD_DESCRIPTION_CUT_CHARS = 600;
/** catalogue-vod-billing.md section 5: search and meta descriptions trimmed to 70. */
export const META_DESCRIPTION_CHARS = 70;
/** core-session-account.md section 9: rating colour grey below 6.1. */
export const RATING_GREEN_FROM = 6.1;
/** catalogue-vod-billing.md section 9: series episodes 25, then show all. */
export const EPISODES_FIRST_PAGE = 25;
/** catalogue-vod-billing.md section 9: the episode list refreshes at most once in 10 s. */
export const EPISODE_REFRESH_THROTTLE_MS = 10_000;
/** catalogue-vod-billing.md section 9: similar items 12. */
export const SIMILAR_ITEMS_LIMIT = 12;
/** catalogue-vod-billing.md section 5: person page noindex with fewer than 2 contents. */
export const PERSON_INDEX_MIN_CONTENTS = 2;

export interface WatchHistory {
  seconds: number | null | undefined;
  watchPercentage?: number | null;
}

/** Where playback resumes: the saved second when it is 10..12600 and not fully watched, else 0. */
export function resumePosition(history: WatchHistory | null | undefined): number {
  const seconds = history?.seconds;
  if (typeof seconds !== 'number' || seconds < RESUME_MIN_SECONDS || seconds > RESUME_MAX_SECONDS) return 0;
  if ((history?.watchPercentage ?? 0) >= FULLY_WATCHED_PERCENT) return 0;
  return seconds;
}

export function isDescriptionCollapsible(text: string): boolean {
  return text.length > DESCRIPTION_COLLAPSE_CHARS;
}

/**
 * Content card variant: text beyond 600 characters is cut at the last paragraph break before
 * 600 (or at 600 when the first paragraph is longer). `cut` tells whether a "more" control is needed.
 */
export function cardDescription(text: string, expanded: boolean): { text: string; cut: boolean } {
  if (expanded || text.length <= CARD_DESCRIPTION_CUT_CHARS) return { text, cut: false };
  const head = text.slice(0, CARD_DESCRIPTION_CUT_CHARS);
  const boundary = head.lastIndexOf('\n');
  return { text: (boundary > 0 ? head.slice(0, boundary) : head).trimEnd(), cut: true };
}

/** Search and meta descriptions: whitespace collapsed, at most 70 characters. */
export function metaDescription(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_CHARS).trimEnd();
}

/** A rating to show: zero or non-numeric ratings are hidden (null). */
export function shownRating(value: string | number | null | undefined): number | null {
  const rating = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating === 0) return null;
  return rating;
}

export function ratingColor(rating: number): 'grey' | 'green' {
  return rating < RATING_GREEN_FROM ? 'grey' : 'green';
}

/** Age labels are the number followed by a plus sign; no label without an age. */
export function ageLabel(age: number | null | undefined): string | null {
  return typeof age === 'number' && Number.isFinite(age) && age >= 0 ? `${age}+` : null;
}

/**
 * The card's age marks: the age label, then the rating body's own text (motion_rating.text, e.g. "PG-13") when it
 * says something the age label does not.
 */
export function ageMarks(content: { age: number | null | undefined; motionRating: string | null | undefined }): string[] {
  const age = ageLabel(content.age);
  const rating = content.motionRating?.trim() || null;
  return [age, rating && rating !== age ? rating : null].filter((mark): mark is string => mark !== null);
}

/** Series episodes: the first 25, then all once "show all" is pressed. */
export function visibleEpisodes<T>(episodes: readonly T[], showAll: boolean): T[] {
  return showAll ? [...episodes] : episodes.slice(0, EPISODES_FIRST_PAGE);
}

export function similarItems<T>(items: readonly T[]): T[] {
  return items.slice(0, SIMILAR_ITEMS_LIMIT);
}

/** Person page contents: a child profile keeps only ages up to 12 (unknown ages stay hidden). */
export function personContents<T extends { age?: number | null }>(
  contents: readonly T[],
  isChildProfile: boolean,
): T[] {
  if (!isChildProfile) return [...contents];
  return contents.filter((content) => typeof content.age === 'number' && content.age <= CHILD_MAX_AGE);
}

/** Person pages are noindex with fewer than 2 contents or when the id has no letters. */
export function isPersonNoindex(idOrSlug: string, contentCount: number): boolean {
  return contentCount < PERSON_INDEX_MIN_CONTENTS || !/\p{L}/u.test(idOrSlug);
}
