import type { LocalizedText } from '../../core/localized';

/** Library ids are fixed by the cross-domain contract (billing packets 2, 3 and 6 name them). */
export const LIBRARY = { cinema: 1, series: 2, kids: 3, premiere: 4 } as const;

/** Tabular demo data: one entry per line reads better than the formatter's layout. */
// prettier-ignore
export const LIBRARIES: Array<{ id: number; title: LocalizedText; colorBg: string }> = [
  { id: LIBRARY.cinema, title: { ru: 'Кино', en: 'Cinema', kk: 'Кино', uz: 'Kino' }, colorBg: '#1d2b53' },
  { id: LIBRARY.series, title: { ru: 'Сериалы', en: 'Series', kk: 'Сериалдар', uz: 'Seriallar' }, colorBg: '#3b1f4a' },
  { id: LIBRARY.kids, title: { ru: 'Детям', en: 'Kids', kk: 'Балаларға', uz: 'Bolalarga' }, colorBg: '#0f5b4a' },
  { id: LIBRARY.premiere, title: { ru: 'Премьеры', en: 'Premiere', kk: 'Премьералар', uz: 'Premyeralar' }, colorBg: '#5a1a1a' },
];

/** Genre rows take ids GENRE_ROW_BASE + genre id, so a genre's row_id never collides with a curated row. */
export const GENRE_ROW_BASE = 300;

export const GENRE = {
  drama: 1,
  comedy: 2,
  thriller: 3,
  adventure: 4,
  fantasy: 5,
  detective: 6,
  family: 7,
  animation: 8,
  documentary: 9,
  scifi: 10,
  romance: 11,
  history: 12,
  adult: 13,
  entertainment: 14,
} as const;

/** Tabular demo data: one entry per line reads better than the formatter's layout. */
// prettier-ignore
export const GENRES: Array<{ id: number; slug: string; name: LocalizedText }> = [
  { id: GENRE.drama, slug: 'drama', name: { ru: 'Драма', en: 'Drama', kk: 'Драма', uz: 'Drama' } },
  { id: GENRE.comedy, slug: 'comedy', name: { ru: 'Комедия', en: 'Comedy', kk: 'Комедия', uz: 'Komediya' } },
  { id: GENRE.thriller, slug: 'thriller', name: { ru: 'Триллер', en: 'Thriller', kk: 'Триллер', uz: 'Triller' } },
  { id: GENRE.adventure, slug: 'adventure', name: { ru: 'Приключения', en: 'Adventure', kk: 'Шытырман', uz: 'Sarguzasht' } },
  { id: GENRE.fantasy, slug: 'fantasy', name: { ru: 'Фэнтези', en: 'Fantasy', kk: 'Фэнтези', uz: 'Fentezi' } },
  { id: GENRE.detective, slug: 'detective', name: { ru: 'Детектив', en: 'Detective', kk: 'Детектив', uz: 'Detektiv' } },
  { id: GENRE.family, slug: 'family', name: { ru: 'Семейный', en: 'Family', kk: 'Отбасылық', uz: 'Oilaviy' } },
  { id: GENRE.animation, slug: 'animation', name: { ru: 'Мультфильм', en: 'Animation', kk: 'Мультфильм', uz: 'Multfilm' } },
  { id: GENRE.documentary, slug: 'documentary', name: { ru: 'Документальный', en: 'Documentary', kk: 'Деректі', uz: 'Hujjatli' } },
  { id: GENRE.scifi, slug: 'sci-fi', name: { ru: 'Фантастика', en: 'Sci-Fi', kk: 'Ғылыми фантастика', uz: 'Ilmiy fantastika' } },
  { id: GENRE.romance, slug: 'romance', name: { ru: 'Мелодрама', en: 'Romance', kk: 'Мелодрама', uz: 'Melodrama' } },
  { id: GENRE.history, slug: 'history', name: { ru: 'Исторический', en: 'History', kk: 'Тарихи', uz: 'Tarixiy' } },
  { id: GENRE.adult, slug: 'adult', name: { ru: 'Для взрослых', en: 'Adult', kk: 'Ересектерге', uz: 'Kattalar uchun' } },
  {
    id: GENRE.entertainment,
    slug: 'entertainment',
    name: { ru: 'Развлекательный', en: 'Entertainment', kk: 'Ойын-сауық', uz: 'Koʻngilochar' },
  },
];

/** Genres an ordinary film or series draws from (adult, animation and entertainment are assigned by kind). */
export const STORY_GENRES = [
  GENRE.drama,
  GENRE.comedy,
  GENRE.thriller,
  GENRE.adventure,
  GENRE.fantasy,
  GENRE.detective,
  GENRE.family,
  GENRE.scifi,
  GENRE.romance,
  GENRE.history,
  GENRE.documentary,
];

/** Tabular demo data: one entry per line reads better than the formatter's layout. */
// prettier-ignore
export const COUNTRIES: Array<{ id: number; code: string; name: LocalizedText }> = [
  { id: 1, code: 'KZ', name: { ru: 'Казахстан', en: 'Kazakhstan', kk: 'Қазақстан', uz: 'Qozogʻiston' } },
  { id: 2, code: 'UZ', name: { ru: 'Узбекистан', en: 'Uzbekistan', kk: 'Өзбекстан', uz: 'Oʻzbekiston' } },
  { id: 3, code: 'FR', name: { ru: 'Франция', en: 'France', kk: 'Франция', uz: 'Fransiya' } },
  { id: 4, code: 'IT', name: { ru: 'Италия', en: 'Italy', kk: 'Италия', uz: 'Italiya' } },
  { id: 5, code: 'JP', name: { ru: 'Япония', en: 'Japan', kk: 'Жапония', uz: 'Yaponiya' } },
  { id: 6, code: 'US', name: { ru: 'США', en: 'USA', kk: 'АҚШ', uz: 'AQSH' } },
  { id: 7, code: 'GB', name: { ru: 'Великобритания', en: 'United Kingdom', kk: 'Ұлыбритания', uz: 'Buyuk Britaniya' } },
  { id: 8, code: 'DE', name: { ru: 'Германия', en: 'Germany', kk: 'Германия', uz: 'Germaniya' } },
  { id: 9, code: 'ES', name: { ru: 'Испания', en: 'Spain', kk: 'Испания', uz: 'Ispaniya' } },
  { id: 10, code: 'KR', name: { ru: 'Южная Корея', en: 'South Korea', kk: 'Оңтүстік Корея', uz: 'Janubiy Koreya' } },
  { id: 11, code: 'IN', name: { ru: 'Индия', en: 'India', kk: 'Үндістан', uz: 'Hindiston' } },
  { id: 12, code: 'BR', name: { ru: 'Бразилия', en: 'Brazil', kk: 'Бразилия', uz: 'Braziliya' } },
  { id: 13, code: 'RU', name: { ru: 'Россия', en: 'Russia', kk: 'Ресей', uz: 'Rossiya' } },
];

/** Motion-picture rating label shown next to the age badge, derived from the age limit. */
export function motionRatingFor(age: number): string {
  if (age >= 18) return 'NC-17';
  if (age >= 16) return 'R';
  if (age >= 12) return 'PG-13';
  if (age >= 6) return 'PG';
  return 'G';
}
