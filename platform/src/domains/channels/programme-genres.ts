import type { LocalizedText } from '../../core/localized';
import { GENRES } from '../catalogue/seed-reference';

/** Genres of programmes; each links to a catalogue row page by slug (`/row/{row_slug}`). */
export const PROGRAMME_GENRES = {
  news: { ru: 'Новости', en: 'News', kk: 'Жаңалықтар', uz: 'Yangiliklar' },
  sport: { ru: 'Спорт', en: 'Sport', kk: 'Спорт', uz: 'Sport' },
  football: { ru: 'Футбол', en: 'Football', kk: 'Футбол', uz: 'Futbol' },
  drama: { ru: 'Драма', en: 'Drama', kk: 'Драма', uz: 'Drama' },
  comedy: { ru: 'Комедия', en: 'Comedy', kk: 'Комедия', uz: 'Komediya' },
  action: { ru: 'Боевик', en: 'Action', kk: 'Экшн', uz: 'Jangari' },
  thriller: { ru: 'Триллер', en: 'Thriller', kk: 'Триллер', uz: 'Triller' },
  animation: { ru: 'Мультфильм', en: 'Animation', kk: 'Мультфильм', uz: 'Multfilm' },
  family: { ru: 'Семейный', en: 'Family', kk: 'Отбасылық', uz: 'Oilaviy' },
  music: { ru: 'Музыка', en: 'Music', kk: 'Музыка', uz: 'Musiqa' },
  documentary: { ru: 'Документальный', en: 'Documentary', kk: 'Деректі', uz: 'Hujjatli' },
  nature: { ru: 'Природа', en: 'Nature', kk: 'Табиғат', uz: 'Tabiat' },
  history: { ru: 'История', en: 'History', kk: 'Тарих', uz: 'Tarix' },
  show: { ru: 'Шоу', en: 'Show', kk: 'Шоу', uz: 'Shou' },
  cooking: { ru: 'Кулинария', en: 'Cooking', kk: 'Аспаздық', uz: 'Pazandachilik' },
  erotic: { ru: 'Эротика', en: 'Erotic', kk: 'Эротика', uz: 'Erotika' },
  science: { ru: 'Наука', en: 'Science', kk: 'Ғылым', uz: 'Fan' },
  travel: { ru: 'Путешествия', en: 'Travel', kk: 'Саяхат', uz: 'Sayohat' },
} satisfies Record<string, LocalizedText>;

export type ProgrammeGenre = keyof typeof PROGRAMME_GENRES;

/** Genres the catalogue has a row page for (seed-reference's GENRES); news, sport, show... have none. */
const CATALOGUE_GENRE_SLUGS: ReadonlySet<string> = new Set(GENRES.map((genre) => genre.slug));

/**
 * Row slug of a genre page (the catalogue's genre rows use the `genre-<key>` slug), or null where the catalogue has
 * no such row: a programme genre linked to /row/genre-show, a page that answers 404.
 */
export const genreRowSlug = (genre: ProgrammeGenre): string | null =>
  CATALOGUE_GENRE_SLUGS.has(genre) ? `genre-${genre}` : null;

export const PROGRAMME_COUNTRIES = {
  kz: { ru: 'Казахстан', en: 'Kazakhstan', kk: 'Қазақстан', uz: "Qozog'iston" },
  uz: { ru: 'Узбекистан', en: 'Uzbekistan', kk: 'Өзбекстан', uz: "O'zbekiston" },
  ru: { ru: 'Россия', en: 'Russia', kk: 'Ресей', uz: 'Rossiya' },
  us: { ru: 'США', en: 'USA', kk: 'АҚШ', uz: 'AQSh' },
  fr: { ru: 'Франция', en: 'France', kk: 'Франция', uz: 'Fransiya' },
  gb: { ru: 'Великобритания', en: 'United Kingdom', kk: 'Ұлыбритания', uz: 'Buyuk Britaniya' },
} satisfies Record<string, LocalizedText>;

export type ProgrammeCountry = keyof typeof PROGRAMME_COUNTRIES;

/** Schedule category of a programme; the spec's category id 2 means series (live-channels.md section 3). */
export const PROGRAMME_CATEGORIES = {
  program: { id: 1, name: { ru: 'Передача', en: 'Programme', kk: 'Хабар', uz: "Ko'rsatuv" } },
  series: { id: 2, name: { ru: 'Сериал', en: 'Series', kk: 'Телехикая', uz: 'Serial' } },
  movie: { id: 3, name: { ru: 'Фильм', en: 'Film', kk: 'Фильм', uz: 'Film' } },
  sport: { id: 4, name: { ru: 'Трансляция', en: 'Broadcast', kk: 'Трансляция', uz: 'Translyatsiya' } },
} satisfies Record<string, { id: number; name: LocalizedText }>;

export type ProgrammeCategory = keyof typeof PROGRAMME_CATEGORIES;
