import type { LocalizedText } from '../../core/localized';
import { DRM_CONTENT_ID } from './demo-ids';
import type { DestinationType } from './row-config';
import { LIBRARY } from './seed-reference';
import { PAGE, ROW } from './seed-rows';

/** Stored destination; `title`/`description` stay localized until a request picks the language. */
export interface SeedDestination {
  type: DestinationType;
  id?: number;
  slug?: string;
  library_id?: number;
  id_no_ott?: number;
  src?: string;
  title?: LocalizedText;
  description?: LocalizedText;
}

export interface SeedPromotion {
  rowId: number;
  destination: SeedDestination;
  title: LocalizedText;
  short?: LocalizedText;
  description?: LocalizedText;
  background: string;
}

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });

/** Billing's fixed packet ids (team contract); non-OTT providers sell the same demo packets. */
const PACKET_NAMES: Record<number, LocalizedText> = {
  1: t('Базовое ТВ', 'Basic TV', 'Базалық ТВ', 'Asosiy TV'),
  2: t('Кино', 'Cinema', 'Кино', 'Kino'),
  3: t('Детский', 'Kids', 'Балалар', 'Bolalar'),
  4: t('Ночной', 'Night', 'Түнгі', 'Tungi'),
  5: t('Спорт', 'Sport', 'Спорт', 'Sport'),
  6: t('Сериалы', 'Series', 'Сериалдар', 'Seriallar'),
};

const packet = (rowId: number, id: number, background: string, short?: LocalizedText): SeedPromotion => ({
  rowId,
  destination: { type: 'packet', id, id_no_ott: id },
  title: PACKET_NAMES[id],
  short,
  background,
});

const ARCHIVE_URL = 'https://archive.org/details/feature_films';

/** Tabular demo data: one entry per line reads better than the formatter's layout. */
// prettier-ignore
export const PROMOTIONS: SeedPromotion[] = [
  {
    rowId: ROW.homePromo,
    destination: { type: 'content', id: 61, library_id: LIBRARY.premiere },
    title: t('Премьера месяца', 'Premiere of the month', 'Ай премьерасы', 'Oy premyerasi'),
    short: t('Только в подписке «Кино»', 'Only with the Cinema packet', 'Тек «Кино» жазылымында', 'Faqat «Kino» obunasida'),
    background: '#5a1a1a',
  },
  {
    rowId: ROW.homePromo,
    destination: { type: 'content', id: DRM_CONTENT_ID, library_id: LIBRARY.cinema },
    title: t('Защищённый показ', 'Protected screening', 'Қорғалған көрсетілім', 'Himoyalangan namoyish'),
    short: t('Фильм с DRM-защитой', 'A DRM-protected film', 'DRM қорғалған фильм', 'DRM bilan himoyalangan film'),
    background: '#1d2b53',
  },
  {
    rowId: ROW.homePromo,
    destination: { type: 'row', id: ROW.catalog, slug: 'catalog' },
    title: t('Весь каталог', 'The whole catalogue', 'Бүкіл каталог', 'Butun katalog'),
    short: t('Фильтры по жанрам, странам и годам', 'Filter by genre, country and year', 'Жанр, ел және жыл бойынша сүзгі', 'Janr, mamlakat va yil boʻyicha filtr'),
    background: '#0f5b4a',
  },
  packet(ROW.homePromo, 2, '#3b1f4a', t('Фильмы и премьеры', 'Films and premieres', 'Фильмдер мен премьералар', 'Filmlar va premyeralar')),
  {
    rowId: ROW.homePromo,
    destination: { type: 'rowset', id: PAGE.kids, slug: 'kids' },
    title: t('Мир мультфильмов', 'A world of cartoons', 'Мультфильмдер әлемі', 'Multfilmlar olami'),
    background: '#1f6f3a',
  },
  { rowId: ROW.quickLinks, destination: { type: 'last_channel' }, title: t('Последний канал', 'Last channel', 'Соңғы арна', 'Oxirgi kanal'), background: '#263238' },
  { rowId: ROW.quickLinks, destination: { type: 'channel', id: 1 }, title: t('Первый канал списка', 'First channel', 'Бірінші арна', 'Birinchi kanal'), background: '#263238' },
  { rowId: ROW.quickLinks, destination: { type: 'enter_promo_key' }, title: t('Ввести промокод', 'Enter a promo code', 'Промокод енгізу', 'Promokod kiritish'), background: '#4a148c' },
  {
    rowId: ROW.quickLinks,
    destination: {
      type: 'text',
      title: t('Как смотреть на ТВ', 'Watching on a TV', 'Теледидарда қалай көруге болады', 'Televizorda qanday koʻrish mumkin'),
      description: t(
        'Установите приложение на Smart TV и войдите по номеру телефона.',
        'Install the app on your smart TV and sign in with your phone number.',
        'Smart TV-ге қосымшаны орнатып, телефон нөмірі арқылы кіріңіз.',
        'Smart TV ga ilovani oʻrnating va telefon raqamingiz bilan kiring.',
      ),
    },
    title: t('На телевизоре', 'On your TV', 'Теледидарда', 'Televizorda'),
    background: '#006064',
  },
  { rowId: ROW.quickLinks, destination: { type: 'rowset', id: PAGE.channels, slug: 'channels' }, title: t('Телепрограмма', 'TV guide', 'Телебағдарлама', 'Teledastur'), background: '#37474f' },
  { rowId: ROW.quickLinks, destination: { type: 'open_url', src: ARCHIVE_URL }, title: t('Архив кино', 'Film archive', 'Кино мұрағаты', 'Kino arxivi'), background: '#3e2723' },
  ...[2, 3, 4, 5, 6].map((id, index) => packet(ROW.packets, id, ['#3b1f4a', '#0f5b4a', '#212121', '#1b5e20', '#4a148c'][index])),
  ...[ROW.moviesTop, ROW.kidsCartoons, ROW.seriesTop, ROW.programs].map((rowId, index) => ({
    rowId: ROW.collections,
    destination: { type: 'row' as const, id: rowId },
    title: [
      t('Лучшие фильмы', 'Best films', 'Үздік фильмдер', 'Eng yaxshi filmlar'),
      t('Мультфильмы', 'Cartoons', 'Мультфильмдер', 'Multfilmlar'),
      t('Лучшие сериалы', 'Best series', 'Үздік сериалдар', 'Eng yaxshi seriallar'),
      t('Передачи', 'Programs', 'Хабарлар', 'Koʻrsatuvlar'),
    ][index],
    background: ['#1d2b53', '#0f5b4a', '#3b1f4a', '#37474f'][index],
  })),
  ...[61, 63, 64].map((id) => ({
    rowId: ROW.premiereWide,
    destination: { type: 'content' as const, id, library_id: LIBRARY.premiere },
    title: t('Премьера', 'Premiere', 'Премьера', 'Premyera'),
    background: '#5a1a1a',
  })),
  packet(ROW.partners, 5, '#1b5e20', t('Все матчи сезона', 'Every match of the season', 'Маусымның барлық матчтары', 'Mavsumning barcha oʻyinlari')),
  {
    rowId: ROW.partners,
    destination: { type: 'open_url', src: 'https://www.gutenberg.org' },
    title: t('Книги общественного достояния', 'Public-domain books', 'Қоғамдық кітаптар', 'Ommaviy kitoblar'),
    background: '#263238',
  },
  packet(ROW.basePacket, 1, '#0d47a1', t('Более 100 каналов', 'Over 100 channels', '100-ден астам арна', '100 dan ortiq kanal')),
  packet(ROW.donate, 2, '#3b1f4a', t('Подарок на месяц', 'A month as a gift', 'Бір айлық сыйлық', 'Bir oylik sovgʻa')),
  packet(ROW.donate, 3, '#0f5b4a', t('Подарок детям', 'A gift for kids', 'Балаларға сыйлық', 'Bolalarga sovgʻa')),
];
