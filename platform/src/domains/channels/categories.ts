import type { LocalizedText } from '../../core/localized';
import type { ScheduleKind } from './programme-templates';

/** Fixed category ids (live-channels.md section 9): all channels 2 (default), favorites 1000, child 7, fallback 10. */
export const CATEGORY_ID = {
  all: 2,
  news: 3,
  sport: 4,
  movies: 5,
  music: 6,
  child: 7,
  documentary: 8,
  entertainment: 9,
  fallback: 10,
  series: 11,
  free: 12,
  night: 13,
  favorites: 1000,
} as const;

export interface CategorySeed {
  id: number;
  slug: string;
  name: LocalizedText;
  short: LocalizedText;
  tags: string[];
}

const cat = (
  id: number,
  slug: string,
  [ru, en, kk, uz]: [string, string, string, string],
  [sru, sen, skk, suz]: [string, string, string, string],
  tags: string[] = [],
): CategorySeed => ({ id, slug, name: { ru, en, kk, uz }, short: { ru: sru, en: sen, kk: skk, uz: suz }, tags });

/** In list order; favorites is virtual: its members are the caller's favorite channels. */
export const CATEGORY_SEEDS: CategorySeed[] = [
  cat(
    CATEGORY_ID.all,
    'all',
    ['Все каналы', 'All channels', 'Барлық арналар', 'Barcha kanallar'],
    ['Все', 'All', 'Барлығы', 'Barchasi'],
    ['all_channels'],
  ),
  cat(
    CATEGORY_ID.favorites,
    'favorites',
    ['Избранное', 'Favorites', 'Таңдаулылар', 'Sevimlilar'],
    ['Избранное', 'Favorites', 'Таңдаулы', 'Sevimli'],
    ['favorites'],
  ),
  cat(
    CATEGORY_ID.fallback,
    'general',
    ['Эфирные', 'Free-to-air', 'Эфирлік', 'Efir kanallari'],
    ['Эфир', 'On air', 'Эфир', 'Efir'],
  ),
  cat(
    CATEGORY_ID.news,
    'news',
    ['Новости', 'News', 'Жаңалықтар', 'Yangiliklar'],
    ['Новости', 'News', 'Жаңалық', 'Yangilik'],
  ),
  cat(CATEGORY_ID.sport, 'sport', ['Спорт', 'Sport', 'Спорт', 'Sport'], ['Спорт', 'Sport', 'Спорт', 'Sport']),
  cat(CATEGORY_ID.movies, 'movies', ['Кино', 'Movies', 'Кино', 'Kino'], ['Кино', 'Movies', 'Кино', 'Kino']),
  cat(
    CATEGORY_ID.series,
    'series',
    ['Сериалы', 'Series', 'Телехикаялар', 'Seriallar'],
    ['Сериалы', 'Series', 'Хикая', 'Serial'],
  ),
  cat(
    CATEGORY_ID.child,
    'kids',
    ['Детские', 'Kids', 'Балаларға', 'Bolalar uchun'],
    ['Детям', 'Kids', 'Балалар', 'Bolalar'],
    ['child'],
  ),
  cat(CATEGORY_ID.music, 'music', ['Музыка', 'Music', 'Музыка', 'Musiqa'], ['Музыка', 'Music', 'Музыка', 'Musiqa']),
  cat(
    CATEGORY_ID.documentary,
    'documentary',
    ['Познавательные', 'Documentary', 'Танымдық', 'Maʼrifiy'],
    ['Док', 'Docs', 'Деректі', 'Hujjatli'],
  ),
  cat(
    CATEGORY_ID.entertainment,
    'entertainment',
    ['Развлекательные', 'Entertainment', 'Ойын-сауық', 'Koʻngilochar'],
    ['Шоу', 'Shows', 'Шоу', 'Shou'],
  ),
  cat(CATEGORY_ID.free, 'free', ['Бесплатные', 'Free', 'Тегін', 'Bepul'], ['Бесплатно', 'Free', 'Тегін', 'Bepul']),
  cat(
    CATEGORY_ID.night,
    'night',
    ['Ночные 18+', 'Night 18+', 'Түнгі 18+', 'Tungi 18+'],
    ['18+', '18+', '18+', '18+'],
    ['is_adult'],
  ),
];

/** The genre category of a channel, beside the all-channels category every channel is in. */
export const CATEGORY_OF_KIND: Record<ScheduleKind, number> = {
  general: CATEGORY_ID.fallback,
  news: CATEGORY_ID.news,
  sport: CATEGORY_ID.sport,
  movies: CATEGORY_ID.movies,
  series: CATEGORY_ID.series,
  kids: CATEGORY_ID.child,
  music: CATEGORY_ID.music,
  documentary: CATEGORY_ID.documentary,
  entertainment: CATEGORY_ID.entertainment,
  adult: CATEGORY_ID.night,
};
