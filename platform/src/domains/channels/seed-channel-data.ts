import type { LocalizedText } from '../../core/localized';
import type { ScheduleKind } from './programme-templates';

/** The demo channel line-up: invented names, one schedule kind each (it picks the programme templates). */
export interface ChannelSeed {
  id: number;
  slug: string;
  name: LocalizedText;
  genre: ScheduleKind;
  age: number;
  /** Billing reads these: sport and kids place a channel in those packets, premium keeps it out of Basic TV. */
  tags: string[];
  isFree: boolean;
  hd: boolean;
  archivedDays: number;
  aspectRatio: string;
}

/** The new-year channel the seasonal page fixes (live-channels.md section 9). */
export const NEW_YEAR_CHANNEL_ID = 3929;

interface Options {
  age?: number;
  tags?: string[];
  free?: boolean;
  sd?: boolean;
  archive?: number;
  aspect?: string;
}

const DEFAULT_AGE: Record<ScheduleKind, number> = {
  news: 12,
  sport: 0,
  movies: 16,
  series: 12,
  kids: 0,
  music: 12,
  documentary: 0,
  entertainment: 12,
  adult: 18,
  general: 0,
};
const GENRE_TAGS: Partial<Record<ScheduleKind, string[]>> = { sport: ['sport'], kids: ['kids'], adult: ['is_adult'] };
const DEFAULT_ARCHIVE_DAYS = 7;

function ch(
  id: number,
  slug: string,
  [ru, en, kk, uz]: [string, string, string, string],
  genre: ScheduleKind,
  options: Options = {},
): ChannelSeed {
  return {
    id,
    slug,
    name: { ru, en, kk, uz },
    genre,
    age: options.age ?? DEFAULT_AGE[genre],
    tags: [...(GENRE_TAGS[genre] ?? []), ...(options.tags ?? [])],
    isFree: options.free ?? false,
    hd: !options.sd,
    archivedDays: options.archive ?? DEFAULT_ARCHIVE_DAYS,
    aspectRatio: options.aspect ?? '16:9',
  };
}

export const CHANNEL_SEEDS: ChannelSeed[] = [
  ch(1, 'dala-tv', ['Дала ТВ', 'Dala TV', 'Дала ТВ', 'Dala TV'], 'general', { free: true, tags: ['startup'] }),
  ch(2, 'alatau-one', ['Алатау Один', 'Alatau One', 'Алатау Бір', 'Alatau Bir'], 'general', { free: true }),
  ch(3, 'samal', ['Самал', 'Samal', 'Самал', 'Samal'], 'general', { free: true, age: 12 }),
  ch(4, 'tumar', ['Тумар', 'Tumar', 'Тұмар', 'Tumor'], 'general'),
  ch(5, 'shanyrak', ['Шанырак', 'Shanyrak', 'Шаңырақ', 'Shanyraq'], 'general', { sd: true }),
  ch(6, 'registan-tv', ['Регистан ТВ', 'Registan TV', 'Регистан ТВ', 'Registon TV'], 'general', { free: true }),
  ch(7, 'nur-efir', ['Нур Эфир', 'Nur Air', 'Нұр Эфир', 'Nur Efir'], 'general'),
  ch(8, 'aral-tv', ['Арал ТВ', 'Aral TV', 'Арал ТВ', 'Orol TV'], 'general', { archive: 3 }),
  ch(9, 'orda-24', ['Орда 24', 'Orda 24', 'Орда 24', 'Oʻrda 24'], 'news', { free: true }),
  ch(10, 'steppe-news', ['Степь Новости', 'Steppe News', 'Дала Жаңалықтары', 'Dasht Yangiliklari'], 'news'),
  ch(11, 'business-wave', ['Деловая волна', 'Business Wave', 'Іскер толқын', 'Biznes toʻlqini'], 'news'),
  ch(12, 'world-line', ['Мировая линия', 'World Line', 'Әлем желісі', 'Jahon liniyasi'], 'news', { archive: 3 }),
  ch(13, 'mig-info', ['Миг Инфо', 'Mig Info', 'Сәт Инфо', 'Lahza Info'], 'news', {
    archive: 0,
    sd: true,
    aspect: '4:3',
  }),
  ch(14, 'arena-sport', ['Арена Спорт', 'Arena Sport', 'Арена Спорт', 'Arena Sport'], 'sport'),
  ch(15, 'arena-sport-2', ['Арена Спорт 2', 'Arena Sport 2', 'Арена Спорт 2', 'Arena Sport 2'], 'sport'),
  ch(16, 'goal-tv', ['Гол ТВ', 'Goal TV', 'Гол ТВ', 'Gol TV'], 'sport', { archive: 3 }),
  ch(17, 'ring-fight', ['Ринг Файт', 'Ring Fight', 'Ринг Файт', 'Ring Fayt'], 'sport', { age: 16 }),
  ch(18, 'snow-peak', ['Снежный пик', 'Snow Peak', 'Қарлы шың', 'Qorli choʻqqi'], 'sport'),
  ch(19, 'arena-sport-4k', ['Арена Спорт 4K', 'Arena Sport 4K', 'Арена Спорт 4K', 'Arena Sport 4K'], 'sport'),
  ch(20, 'sport-premium', ['Спорт Премиум', 'Sport Premium', 'Спорт Премиум', 'Sport Premium'], 'sport', {
    tags: ['premium'],
  }),
  ch(21, 'tulpar-sport', ['Тулпар Спорт', 'Tulpar Sport', 'Тұлпар Спорт', 'Tulpor Sport'], 'sport', { archive: 0 }),
  ch(22, 'kinodom', ['Кинодом', 'Kinodom', 'Кино үйі', 'Kino uyi'], 'movies'),
  ch(23, 'kino-hit', ['Кинохит', 'Kino Hit', 'Кинохит', 'Kinoxit'], 'movies'),
  ch(24, 'silk-cinema', ['Шёлковое кино', 'Silk Cinema', 'Жібек кино', 'Ipak kino'], 'movies', { age: 12 }),
  ch(25, 'premiere-one', ['Премьера Один', 'Premiere One', 'Премьера Бір', 'Premyera Bir'], 'movies', {
    tags: ['premium'],
  }),
  ch(26, 'kino-uhd', ['Кино UHD', 'Kino UHD', 'Кино UHD', 'Kino UHD'], 'movies'),
  ch(27, 'retro-film', ['Ретро Фильм', 'Retro Film', 'Ретро Фильм', 'Retro Film'], 'movies', {
    sd: true,
    aspect: '4:3',
    age: 12,
  }),
  ch(28, 'action-zone', ['Зона действия', 'Action Zone', 'Әрекет аймағы', 'Harakat zonasi'], 'movies', { age: 16 }),
  ch(29, 'serial-tv', ['Сериал ТВ', 'Serial TV', 'Телехикая ТВ', 'Serial TV'], 'series'),
  ch(30, 'home-stories', ['Домашние истории', 'Home Stories', 'Үй хикаялары', 'Uy hikoyalari'], 'series', {
    archive: 3,
  }),
  ch(31, 'detective-plus', ['Детектив Плюс', 'Detective Plus', 'Детектив Плюс', 'Detektiv Plyus'], 'series', {
    age: 16,
  }),
  ch(32, 'saga', ['Сага', 'Saga', 'Дастан', 'Doston'], 'series'),
  ch(33, 'zhirafik', ['Жирафик', 'Zhirafik', 'Жирафик', 'Jirafcha'], 'kids', { free: true }),
  ch(34, 'kitten-tv', ['Котёнок ТВ', 'Kitten TV', 'Мысық ТВ', 'Mushukcha TV'], 'kids'),
  ch(35, 'bala', ['Бала', 'Bala', 'Бала', 'Bola'], 'kids'),
  ch(36, 'umka-kids', ['Умка Кидс', 'Umka Kids', 'Умка Кидс', 'Umka Kids'], 'kids', { age: 6 }),
  ch(37, 'toon-world', ['Мульт Мир', 'Toon World', 'Мульт Әлемі', 'Multfilm Olami'], 'kids', { archive: 3 }),
  ch(38, 'ertegi', ['Сказки', 'Ertegi Tales', 'Ертегі', 'Ertaklar'], 'kids', { age: 6 }),
  ch(39, 'dombra-tv', ['Домбра ТВ', 'Dombra TV', 'Домбыра ТВ', 'Dombira TV'], 'music'),
  ch(40, 'hit-wave', ['Хит Волна', 'Hit Wave', 'Хит Толқын', 'Xit Toʻlqin'], 'music', { age: 16 }),
  ch(41, 'jazz-oasis', ['Джаз Оазис', 'Jazz Oasis', 'Джаз Оазис', 'Jaz Vohasi'], 'music', {
    archive: 0,
    tags: ['premium'],
  }),
  ch(42, 'pop-bazaar', ['Поп Базар', 'Pop Bazaar', 'Поп Базар', 'Pop Bozor'], 'music'),
  ch(43, 'music-ultra-hd', ['Музыка Ultra HD', 'Music Ultra HD', 'Музыка Ultra HD', 'Musiqa Ultra HD'], 'music'),
  ch(44, 'wild-planet', ['Дикая планета', 'Wild Planet', 'Жабайы ғаламшар', 'Yovvoyi sayyora'], 'documentary'),
  ch(45, 'steppe-history', ['История степи', 'Steppe History', 'Дала тарихы', 'Dasht tarixi'], 'documentary', {
    age: 6,
  }),
  ch(
    46,
    'science-lab',
    ['Научная лаборатория', 'Science Lab', 'Ғылым зертханасы', 'Fan laboratoriyasi'],
    'documentary',
  ),
  ch(
    47,
    'travel-caravan',
    ['Караван путешествий', 'Travel Caravan', 'Саяхат керуені', 'Sayohat karvoni'],
    'documentary',
    { archive: 3 },
  ),
  ch(48, 'nature-4k', ['Природа 4K', 'Nature 4K', 'Табиғат 4K', 'Tabiat 4K'], 'documentary'),
  ch(49, 'smile-tv', ['Улыбка ТВ', 'Smile TV', 'Күлкі ТВ', 'Tabassum TV'], 'entertainment'),
  ch(50, 'tasty-tv', ['Вкусное ТВ', 'Tasty TV', 'Дәмді ТВ', 'Mazali TV'], 'entertainment', { age: 0 }),
  ch(51, 'show-time', ['Шоу Тайм', 'Show Time', 'Шоу Уақыты', 'Shou Vaqti'], 'entertainment', { age: 16 }),
  ch(52, 'humor-box', ['Юмор Бокс', 'Humor Box', 'Әзіл Бокс', 'Hazil Boks'], 'entertainment', { age: 16, archive: 3 }),
  ch(53, 'plov-tv', ['Плов ТВ', 'Plov TV', 'Палау ТВ', 'Palov TV'], 'entertainment', { free: true }),
  ch(54, 'fashion-bazaar', ['Мода Базар', 'Fashion Bazaar', 'Сән Базары', 'Moda Bozori'], 'entertainment', {
    sd: true,
  }),
  ch(55, 'night-club', ['Ночной клуб', 'Night Club', 'Түнгі клуб', 'Tungi klub'], 'adult'),
  ch(56, 'velvet', ['Бархат', 'Velvet', 'Барқыт', 'Baxmal'], 'adult', { archive: 3 }),
  ch(57, 'midnight-rose', ['Полуночная роза', 'Midnight Rose', 'Түнгі раушан', 'Yarim tun atirguli'], 'adult', {
    archive: 0,
  }),
  // The vitrina demo: its stream runs 360 s behind the schedule (live-channels.md section 4).
  ch(58, 'almaty-city', ['Алматы Сити', 'Almaty City', 'Алматы Сити', 'Olmaota Siti'], 'general', {
    free: true,
    archive: 3,
    tags: ['vitrina'],
  }),
  ch(59, 'tashkent-city', ['Ташкент Сити', 'Tashkent City', 'Ташкент Сити', 'Toshkent Siti'], 'general', {
    archive: 3,
  }),
  ch(NEW_YEAR_CHANNEL_ID, 'new-year', ['Новогодний', 'New Year TV', 'Жаңа жыл', 'Yangi yil'], 'entertainment', {
    free: true,
    age: 0,
    archive: 0,
  }),
];
