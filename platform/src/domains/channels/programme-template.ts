import type { LocalizedText } from '../../core/localized';
import type { ProgrammeCategory, ProgrammeCountry, ProgrammeGenre } from './programme-genres';

/**
 * Invented programmes each channel's day is built from. `contentId` links an airing to a catalogue
 * content loosely (ids 1..80 films, 81..160 series, 161..200 programmes): the catalogue may or may not
 * hold that id, so nothing here depends on it. `copyrightBanned` programmes never enter the catch-up
 * archive (the client shows error_schedule_copyright_banned for them).
 */
export interface ProgrammeTemplate {
  title: LocalizedText;
  category: ProgrammeCategory;
  contentType: 'program' | 'movie' | 'episode';
  minutes: number;
  age: number;
  year: number;
  genres: ProgrammeGenre[];
  countries: ProgrammeCountry[];
  contentId?: number;
  copyrightBanned?: boolean;
  ratings?: { imdb: number; kinopoisk: number };
  /** Series: episodes advance one per day of airing, wrapping after `episodes` in each season. */
  seasons?: number;
  episodes?: number;
}

export const SCHEDULE_KINDS = [
  'news',
  'sport',
  'movies',
  'series',
  'kids',
  'music',
  'documentary',
  'entertainment',
  'adult',
  'general',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** Shorthand for a title in the four data languages. */
export const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });
