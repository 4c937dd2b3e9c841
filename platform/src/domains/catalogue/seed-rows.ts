import type { LocalizedText } from '../../core/localized';
import { GENRE, GENRES, GENRE_ROW_BASE, LIBRARY } from './seed-reference';
import type { ContentRowParams, PageTemplate, RowContentType, RowSource, RowTemplate } from './row-config';

export interface SeedRow {
  id: number;
  slug: string;
  title: LocalizedText;
  description?: LocalizedText;
  template: RowTemplate;
  contentType: RowContentType;
  source: RowSource;
  libraryId?: number;
  loopCount?: number;
  params?: ContentRowParams;
}

export interface SeedPage {
  id: number;
  slug: string;
  title: LocalizedText;
  description?: LocalizedText;
  template: PageTemplate;
  icon: string;
  libraryId?: number;
  url?: string;
  rows: number[];
}

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });

/** Row ids that pages, tests and the filtered catalogue name. */
export const ROW = {
  homePromo: 1,
  continueWatching: 2,
  fresh: 3,
  quickLinks: 4,
  channelsNow: 5,
  popularMovies: 6,
  packets: 7,
  collections: 8,
  stars: 9,
  premiereWide: 10,
  partners: 11,
  popularSeries: 12,
  history: 13,
  basePacket: 14,
  donate: 15,
  kidsPicks: 16,
  moviesTop: 20,
  moviesNew: 21,
  seriesAll: 30,
  seriesTop: 31,
  kidsCartoons: 40,
  kidsSeries: 41,
  premiereAll: 50,
  allChannels: 60,
  searchPopular: 70,
  myContents: 80,
  myPersons: 81,
  myChannels: 82,
  programs: 90,
  /** The filtered catalogue's single fixed row (section 7). */
  catalog: 100,
} as const;

export const PAGE = {
  home: 1,
  movies: 2,
  series: 3,
  kids: 4,
  premiere: 5,
  channels: 6,
  search: 7,
  library: 8,
  my: 1000,
} as const;

const TOP_LEVEL = ['movie', 'series', 'program'];

const genreRows: SeedRow[] = GENRES.map((genre) => ({
  id: GENRE_ROW_BASE + genre.id,
  slug: `genre-${genre.slug}`,
  title: genre.name,
  template: 'content-v',
  contentType: 'content',
  source: 'contents',
  params: { content_types: TOP_LEVEL, genre_id: genre.id, order: 'rating' },
}));

/** Tabular demo data: one entry per line reads better than the formatter's layout. */
// prettier-ignore
export const ROWS: SeedRow[] = [
  { id: ROW.homePromo, slug: 'home-promo', title: t('Главное', 'Featured', 'Басты', 'Asosiy'), template: 'promo-bg', contentType: 'promo', source: 'promotions', loopCount: 3 },
  { id: ROW.continueWatching, slug: 'continue-watching', title: t('Продолжить просмотр', 'Continue watching', 'Көруді жалғастыру', 'Koʻrishni davom ettirish'), template: 'history-h', contentType: 'history', source: 'continue' },
  { id: ROW.fresh, slug: 'new', title: t('Новинки', 'New releases', 'Жаңалықтар', 'Yangiliklar'), template: 'content-h', contentType: 'content', source: 'contents', params: { content_types: ['movie', 'series'], order: 'year' } },
  { id: ROW.quickLinks, slug: 'quick-links', title: t('Быстрые ссылки', 'Quick links', 'Жылдам сілтемелер', 'Tezkor havolalar'), template: 'button', contentType: 'promo', source: 'promotions' },
  { id: ROW.channelsNow, slug: 'channels-now', title: t('Сейчас в эфире', 'On air now', 'Қазір эфирде', 'Hozir efirda'), template: 'channel', contentType: 'channel', source: 'channels' },
  { id: ROW.popularMovies, slug: 'popular-movies', title: t('Популярные фильмы', 'Popular films', 'Танымал фильмдер', 'Mashhur filmlar'), template: 'content-v', contentType: 'content', source: 'contents', libraryId: LIBRARY.cinema, params: { content_types: ['movie'], order: 'rating' } },
  { id: ROW.packets, slug: 'packets', title: t('Пакеты', 'Packets', 'Пакеттер', 'Paketlar'), template: 'packet_promo', contentType: 'promo', source: 'promotions' },
  { id: ROW.collections, slug: 'collections', title: t('Подборки', 'Collections', 'Топтамалар', 'Toʻplamlar'), template: 'collection-v', contentType: 'promo', source: 'promotions' },
  { id: ROW.stars, slug: 'stars', title: t('Звёзды', 'Stars', 'Жұлдыздар', 'Yulduzlar'), template: 'person', contentType: 'person', source: 'persons' },
  { id: ROW.premiereWide, slug: 'premiere-promo', title: t('Премьеры недели', 'Premieres of the week', 'Апта премьералары', 'Hafta premyeralari'), template: 'promo-wide', contentType: 'promo', source: 'promotions' },
  { id: ROW.partners, slug: 'partners', title: t('Наши партнёры', 'Our partners', 'Серіктестеріміз', 'Hamkorlarimiz'), template: 'branded_button', contentType: 'promo', source: 'promotions' },
  { id: ROW.popularSeries, slug: 'popular-series', title: t('Популярные сериалы', 'Popular series', 'Танымал сериалдар', 'Mashhur seriallar'), template: 'content-v', contentType: 'content', source: 'contents', libraryId: LIBRARY.series, params: { content_types: ['series'], order: 'rating' } },
  { id: ROW.history, slug: 'history', title: t('История просмотра', 'Watch history', 'Көру тарихы', 'Koʻrish tarixi'), template: 'history', contentType: 'history', source: 'history' },
  { id: ROW.basePacket, slug: 'base-packet', title: t('Базовый пакет', 'Base packet', 'Базалық пакет', 'Asosiy paket'), template: 'packet_promo_base', contentType: 'promo', source: 'promotions' },
  { id: ROW.donate, slug: 'donate', title: t('Подарите подписку', 'Give a subscription', 'Жазылымды сыйлаңыз', 'Obunani sovgʻa qiling'), template: 'donate_packs', contentType: 'promo', source: 'promotions' },
  { id: ROW.kidsPicks, slug: 'kids-picks', title: t('Для всей семьи', 'For the whole family', 'Бүкіл отбасыға', 'Butun oila uchun'), template: 'content-h', contentType: 'content', source: 'contents', libraryId: LIBRARY.kids, params: { content_types: TOP_LEVEL, order: 'rating' } },
  { id: ROW.moviesTop, slug: 'movies-top', title: t('Высокий рейтинг', 'Top rated', 'Жоғары рейтинг', 'Yuqori reyting'), template: 'content-h', contentType: 'content', source: 'contents', libraryId: LIBRARY.cinema, params: { content_types: ['movie'], order: 'rating' } },
  { id: ROW.moviesNew, slug: 'movies-new', title: t('Все фильмы', 'All films', 'Барлық фильмдер', 'Barcha filmlar'), template: 'content-v', contentType: 'content', source: 'contents', libraryId: LIBRARY.cinema, params: { content_types: ['movie'], order: 'year' } },
  { id: ROW.seriesAll, slug: 'series-all', title: t('Все сериалы', 'All series', 'Барлық сериалдар', 'Barcha seriallar'), template: 'content-v', contentType: 'content', source: 'contents', libraryId: LIBRARY.series, params: { content_types: ['series'], order: 'year' } },
  { id: ROW.seriesTop, slug: 'series-top', title: t('Лучшие сериалы', 'Best series', 'Үздік сериалдар', 'Eng yaxshi seriallar'), template: 'content-h', contentType: 'content', source: 'contents', libraryId: LIBRARY.series, params: { content_types: ['series'], order: 'rating' } },
  { id: ROW.kidsCartoons, slug: 'kids-cartoons', title: t('Мультфильмы', 'Cartoons', 'Мультфильмдер', 'Multfilmlar'), template: 'content-v', contentType: 'content', source: 'contents', libraryId: LIBRARY.kids, params: { content_types: ['movie'], order: 'rating' } },
  { id: ROW.kidsSeries, slug: 'kids-series', title: t('Мультсериалы', 'Animated series', 'Мультсериалдар', 'Multseriallar'), template: 'content-h', contentType: 'content', source: 'contents', libraryId: LIBRARY.kids, params: { content_types: ['series'], order: 'rating' } },
  { id: ROW.premiereAll, slug: 'premiere-all', title: t('Премьеры', 'Premieres', 'Премьералар', 'Premyeralar'), template: 'content-v', contentType: 'content', source: 'contents', libraryId: LIBRARY.premiere, params: { content_types: ['movie'], order: 'year' } },
  { id: ROW.allChannels, slug: 'all-channels', title: t('Все каналы', 'All channels', 'Барлық арналар', 'Barcha kanallar'), template: 'channels', contentType: 'channel', source: 'channels' },
  { id: ROW.searchPopular, slug: 'search-popular', title: t('Часто ищут', 'Popular searches', 'Жиі іздейді', 'Koʻp qidiriladi'), template: 'content-h', contentType: 'content', source: 'contents', params: { content_types: TOP_LEVEL, order: 'rating' } },
  { id: ROW.myContents, slug: 'my-contents', title: t('Избранное', 'Favorites', 'Таңдаулылар', 'Sevimlilar'), template: 'content-v', contentType: 'content', source: 'favorite_contents' },
  { id: ROW.myPersons, slug: 'my-persons', title: t('Любимые персоны', 'Favorite people', 'Сүйікті тұлғалар', 'Sevimli shaxslar'), template: 'person', contentType: 'person', source: 'favorite_persons' },
  { id: ROW.myChannels, slug: 'my-channels', title: t('Любимые каналы', 'Favorite channels', 'Сүйікті арналар', 'Sevimli kanallar'), template: 'channels', contentType: 'channel', source: 'favorite_channels' },
  { id: ROW.programs, slug: 'programs', title: t('Передачи', 'Programs', 'Хабарлар', 'Koʻrsatuvlar'), template: 'content-h', contentType: 'content', source: 'contents', params: { content_types: ['program'], order: 'id' } },
  { id: ROW.catalog, slug: 'catalog', title: t('Каталог', 'Catalogue', 'Каталог', 'Katalog'), description: t('Фильмы, сериалы и передачи', 'Films, series and programs', 'Фильмдер, сериалдар және хабарлар', 'Filmlar, seriallar va koʻrsatuvlar'), template: 'content-v', contentType: 'content', source: 'contents', params: { content_types: TOP_LEVEL, order: 'rating' } },
  ...genreRows,
];

/** Tabular demo data: one entry per line reads better than the formatter's layout. */
// prettier-ignore
export const PAGES: SeedPage[] = [
  {
    id: PAGE.home, slug: 'home', title: t('Главная', 'Home', 'Басты бет', 'Bosh sahifa'), template: 'startpage', icon: 'home',
    rows: [ROW.homePromo, ROW.continueWatching, ROW.fresh, ROW.quickLinks, ROW.channelsNow, ROW.popularMovies, ROW.packets, ROW.collections, ROW.stars, ROW.premiereWide, ROW.partners, ROW.popularSeries, ROW.history, ROW.basePacket, ROW.donate, ROW.kidsPicks, ROW.programs],
  },
  {
    id: PAGE.movies, slug: 'movies', title: t('Фильмы', 'Films', 'Фильмдер', 'Filmlar'), template: 'group.catalog', icon: 'movie', libraryId: LIBRARY.cinema,
    rows: [ROW.premiereWide, ROW.moviesTop, ROW.moviesNew, GENRE_ROW_BASE + GENRE.drama, GENRE_ROW_BASE + GENRE.comedy, GENRE_ROW_BASE + GENRE.thriller, GENRE_ROW_BASE + GENRE.adventure, GENRE_ROW_BASE + GENRE.scifi],
  },
  {
    id: PAGE.series, slug: 'series', title: t('Сериалы', 'Series', 'Сериалдар', 'Seriallar'), template: 'group.catalog', icon: 'series', libraryId: LIBRARY.series,
    rows: [ROW.continueWatching, ROW.seriesTop, ROW.seriesAll],
  },
  {
    id: PAGE.kids, slug: 'kids', title: t('Детям', 'Kids', 'Балаларға', 'Bolalarga'), template: 'contents', icon: 'kids', libraryId: LIBRARY.kids,
    rows: [ROW.kidsCartoons, ROW.kidsSeries, GENRE_ROW_BASE + GENRE.family],
  },
  {
    id: PAGE.premiere, slug: 'premiere', title: t('Премьеры', 'Premiere', 'Премьералар', 'Premyeralar'), template: 'group.catalog.page', icon: 'star', libraryId: LIBRARY.premiere,
    rows: [ROW.premiereWide, ROW.premiereAll],
  },
  { id: PAGE.channels, slug: 'channels', title: t('Телеканалы', 'TV channels', 'Телеарналар', 'Telekanallar'), template: 'tvchannels', icon: 'tv', rows: [ROW.allChannels] },
  { id: PAGE.search, slug: 'search', title: t('Поиск', 'Search', 'Іздеу', 'Qidiruv'), template: 'search', icon: 'search', rows: [ROW.searchPopular] },
  {
    id: PAGE.library, slug: 'public-domain', title: t('Архив фильмов', 'Film archive', 'Фильм мұрағаты', 'Film arxivi'),
    description: t('Фильмы общественного достояния на archive.org', 'Public-domain films on archive.org', 'archive.org сайтындағы қоғамдық фильмдер', 'archive.org saytidagi ommaviy filmlar'),
    template: 'outer_link', icon: 'link', url: 'https://archive.org/details/feature_films', rows: [],
  },
  { id: PAGE.my, slug: 'my', title: t('Моё', 'My', 'Менікі', 'Meniki'), template: 'startpage', icon: 'heart', rows: [ROW.myContents, ROW.myPersons, ROW.myChannels, ROW.continueWatching, ROW.history] },
];
