import type { PlatformContext } from '../../core/context';
import { localize, type DataLanguage, type LocalizedText } from '../../core/localized';
import { programmeArtworkId, titledArtworkUrl } from './artwork';
import { PROGRAMME_CATEGORIES, PROGRAMME_COUNTRIES, PROGRAMME_GENRES, genreRowSlug } from './programme-genres';
import { DAY_SEC, SCHEDULE_UTC_OFFSET_SEC, type GridSlot } from './schedule-grid';

/** A schedule item as the spec lists it (live-channels.md section 3, "Schedule item"). */
export interface ScheduleItem {
  id: number;
  parent_id: number | null;
  channel_id: number;
  content_id: number | null;
  timestamp: number;
  real_timestamp: number;
  duration: number;
  real_duration: number;
  date: string;
  formatted_time: string;
  current: boolean;
  image_src: string;
  is_catchup_available: boolean;
  program: {
    title: string;
    age: number;
    motion_rating: string;
    year: number;
    genres: { name: string; row_slug: string | null; row_id: null }[];
    countries: string[];
    persons: { id: number; name: string }[];
    category: { id: number; name: string };
    content_type: 'program' | 'movie' | 'episode';
    ratings: { type: 'imdb' | 'kinopoisk'; rating: number }[];
    description: string;
  };
  episode: { season: number; series: number; title: string; subtitle: string; description: string } | null;
}

const DESCRIPTIONS: Record<'program' | 'movie' | 'episode', LocalizedText> = {
  program: {
    ru: '«{title}»: выпуск от {date}.',
    en: '“{title}”: the {date} edition.',
    kk: '«{title}»: {date} шығарылымы.',
    uz: '«{title}»: {date} sonidagi ko‘rsatuv.',
  },
  movie: {
    ru: 'Художественный фильм «{title}» ({year}).',
    en: 'Feature film “{title}” ({year}).',
    kk: '«{title}» көркем фильмі ({year}).',
    uz: '«{title}» badiiy filmi ({year}).',
  },
  episode: {
    ru: 'Сериал «{title}», сезон {season}, серия {series}.',
    en: 'Series “{title}”, season {season}, episode {series}.',
    kk: '«{title}» телехикаясы, {season}-маусым, {series}-бөлім.',
    uz: '«{title}» seriali, {season}-mavsum, {series}-qism.',
  },
};

const EPISODE_TITLE: LocalizedText = {
  ru: 'Серия {series}',
  en: 'Episode {series}',
  kk: '{series}-бөлім',
  uz: '{series}-qism',
};
const SEASON_SUBTITLE: LocalizedText = {
  ru: 'Сезон {season}',
  en: 'Season {season}',
  kk: '{season}-маусым',
  uz: '{season}-mavsum',
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const pad = (value: number) => String(value).padStart(2, '0');

/** Local (schedule zone) calendar date and clock time of a unix second. */
function localParts(sec: number) {
  const shifted = new Date((sec + SCHEDULE_UTC_OFFSET_SEC) * 1000);
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

export function toScheduleItem(
  ctx: PlatformContext,
  slot: GridSlot,
  archivedDays: number,
  language: DataLanguage,
): ScheduleItem {
  const { template } = slot;
  const nowSec = Math.floor(ctx.now() / 1000);
  const { date, time } = localParts(slot.start);
  const title = localize(template.title, language);
  const started = slot.start <= nowSec;
  const withinArchive = nowSec - slot.start <= archivedDays * DAY_SEC;
  const episodes = template.episodes ?? 0;
  const seasons = template.seasons ?? 1;
  const episodeIndex = episodes ? slot.day % (episodes * seasons) : 0;
  const season = Math.floor(episodeIndex / Math.max(episodes, 1)) + 1;
  const series = (episodeIndex % Math.max(episodes, 1)) + 1;
  const values = { title, date, year: template.year, season, series };
  const category = PROGRAMME_CATEGORIES[template.category];
  return {
    id: slot.id,
    parent_id: template.contentType === 'episode' ? (template.contentId ?? null) : null,
    channel_id: slot.channelId,
    content_id: template.contentId ?? null,
    timestamp: slot.start,
    real_timestamp: slot.start,
    duration: slot.duration,
    real_duration: slot.duration,
    date,
    formatted_time: time,
    current: started && nowSec < slot.start + slot.duration,
    image_src: titledArtworkUrl(
      ctx.config.publicUrl,
      'cover',
      programmeArtworkId(template.title.en ?? template.title.ru),
      title,
    ),
    is_catchup_available: started && archivedDays > 0 && withinArchive && !template.copyrightBanned,
    program: {
      title,
      age: template.age,
      motion_rating: `${template.age}+`,
      year: template.year,
      genres: template.genres.map((genre) => ({
        name: localize(PROGRAMME_GENRES[genre], language),
        row_slug: genreRowSlug(genre),
        row_id: null,
      })),
      countries: template.countries.map((country) => localize(PROGRAMME_COUNTRIES[country], language)),
      persons: [],
      category: { id: category.id, name: localize(category.name, language) },
      content_type: template.contentType,
      ratings: template.ratings
        ? [
            { type: 'imdb', rating: template.ratings.imdb },
            { type: 'kinopoisk', rating: template.ratings.kinopoisk },
          ]
        : [],
      description: fill(localize(DESCRIPTIONS[template.contentType], language), values),
    },
    episode: episodes
      ? {
          season,
          series,
          title: fill(localize(EPISODE_TITLE, language), values),
          subtitle: fill(localize(SEASON_SUBTITLE, language), values),
          description: fill(localize(DESCRIPTIONS.episode, language), values),
        }
      : null,
  };
}
