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
  'news', 'sport', 'movies', 'series', 'kids', 'music', 'documentary', 'entertainment', 'adult', 'general',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });

export const PROGRAMME_TEMPLATES: Record<ScheduleKind, ProgrammeTemplate[]> = {
  news: [
    { title: t('Новости часа', 'News of the Hour', 'Сағат жаңалықтары', 'Soat yangiliklari'), category: 'program', contentType: 'program', minutes: 30, age: 0, year: 2026, genres: ['news'], countries: ['kz'] },
    { title: t('Итоги дня', 'Day in Review', 'Күн қорытындысы', 'Kun yakunlari'), category: 'program', contentType: 'program', minutes: 60, age: 12, year: 2026, genres: ['news'], countries: ['kz'], contentId: 161 },
    { title: t('Деловой обзор', 'Business Review', 'Іскерлік шолу', 'Biznes sharhi'), category: 'program', contentType: 'program', minutes: 30, age: 0, year: 2026, genres: ['news'], countries: ['kz'] },
    { title: t('Погода над степью', 'Weather over the Steppe', 'Дала үстіндегі ауа райы', 'Dasht ustidagi ob-havo'), category: 'program', contentType: 'program', minutes: 15, age: 0, year: 2026, genres: ['news'], countries: ['kz'] },
    { title: t('Мир за неделю', 'The World This Week', 'Апталық әлем', 'Hafta davomida dunyo'), category: 'program', contentType: 'program', minutes: 45, age: 12, year: 2026, genres: ['news', 'history'], countries: ['kz', 'uz'], contentId: 162 },
  ],
  sport: [
    { title: t('Футбол. Кубок Ветров', 'Football. Cup of the Winds', 'Футбол. Желдер кубогы', 'Futbol. Shamollar kubogi'), category: 'sport', contentType: 'program', minutes: 120, age: 0, year: 2026, genres: ['sport', 'football'], countries: ['kz'], copyrightBanned: true },
    { title: t('Спортивный вечер', 'Sports Evening', 'Спорт кеші', 'Sport oqshomi'), category: 'program', contentType: 'program', minutes: 60, age: 0, year: 2026, genres: ['sport'], countries: ['kz'], contentId: 163 },
    { title: t('Бокс. Золотой пояс', 'Boxing. Golden Belt', 'Бокс. Алтын белбеу', 'Boks. Oltin kamar'), category: 'sport', contentType: 'program', minutes: 90, age: 16, year: 2026, genres: ['sport'], countries: ['uz'], copyrightBanned: true },
    { title: t('Обзор тура', 'Matchday Review', 'Тур шолуы', 'Tur sharhi'), category: 'program', contentType: 'program', minutes: 30, age: 0, year: 2026, genres: ['sport', 'football'], countries: ['kz'] },
    { title: t('Горные лыжи. Этап в Медеу', 'Alpine Skiing. Medeu Stage', 'Тау шаңғысы. Медеу кезеңі', "Tog' chang'isi. Medeu bosqichi"), category: 'sport', contentType: 'program', minutes: 90, age: 0, year: 2026, genres: ['sport'], countries: ['kz'] },
  ],
  movies: [
    { title: t('Последний караван', 'The Last Caravan', 'Соңғы керуен', "So'nggi karvon"), category: 'movie', contentType: 'movie', minutes: 120, age: 12, year: 2019, genres: ['drama', 'history'], countries: ['kz'], contentId: 3, ratings: { imdb: 7.4, kinopoisk: 7.6 } },
    { title: t('Полночный экспресс на Тараз', 'Midnight Express to Taraz', 'Таразға түнгі экспресс', 'Tarozga yarim tungi ekspress'), category: 'movie', contentType: 'movie', minutes: 105, age: 16, year: 2021, genres: ['thriller', 'action'], countries: ['kz', 'ru'], contentId: 7, ratings: { imdb: 6.8, kinopoisk: 7.0 } },
    { title: t('Соседи по облаку', 'Cloud Neighbours', 'Бұлттағы көршілер', 'Bulutdagi qo‘shnilar'), category: 'movie', contentType: 'movie', minutes: 90, age: 6, year: 2022, genres: ['comedy', 'family'], countries: ['uz'], contentId: 12, ratings: { imdb: 6.5, kinopoisk: 6.9 } },
    { title: t('Тихий берег', 'The Quiet Shore', 'Тыныш жаға', 'Sokin qirg‘oq'), category: 'movie', contentType: 'movie', minutes: 110, age: 16, year: 2018, genres: ['drama'], countries: ['fr'], contentId: 21, ratings: { imdb: 7.1, kinopoisk: 7.3 }, copyrightBanned: true },
    { title: t('Операция «Гранат»', 'Operation Pomegranate', '«Анар» операциясы', '«Anor» operatsiyasi'), category: 'movie', contentType: 'movie', minutes: 115, age: 18, year: 2023, genres: ['action', 'thriller'], countries: ['us'], contentId: 34, ratings: { imdb: 6.2, kinopoisk: 6.4 } },
    { title: t('Лето в Бурабае', 'Summer in Burabay', 'Бурабайдағы жаз', 'Burabaydagi yoz'), category: 'movie', contentType: 'movie', minutes: 95, age: 0, year: 2020, genres: ['family', 'comedy'], countries: ['kz'], contentId: 48, ratings: { imdb: 6.9, kinopoisk: 7.2 } },
  ],
  series: [
    { title: t('Дом на Абая', 'The House on Abay Street', 'Абай көшесіндегі үй', 'Abay ko‘chasidagi uy'), category: 'series', contentType: 'episode', minutes: 45, age: 12, year: 2024, genres: ['drama'], countries: ['kz'], contentId: 81, seasons: 3, episodes: 12, ratings: { imdb: 7.8, kinopoisk: 8.0 } },
    { title: t('Следователь Ахметова', 'Detective Akhmetova', 'Тергеуші Ахметова', 'Tergovchi Axmetova'), category: 'series', contentType: 'episode', minutes: 60, age: 16, year: 2023, genres: ['thriller'], countries: ['kz', 'ru'], contentId: 95, seasons: 2, episodes: 16, ratings: { imdb: 7.2, kinopoisk: 7.5 } },
    { title: t('Общежитие №5', 'Dormitory No. 5', '№5 жатақхана', '5-son yotoqxona'), category: 'series', contentType: 'episode', minutes: 30, age: 12, year: 2025, genres: ['comedy'], countries: ['uz'], contentId: 110, seasons: 4, episodes: 20, ratings: { imdb: 6.9, kinopoisk: 7.1 } },
    { title: t('Шёлковый путь', 'The Silk Road', 'Жібек жолы', 'Ipak yo‘li'), category: 'series', contentType: 'episode', minutes: 50, age: 12, year: 2022, genres: ['history', 'drama'], countries: ['uz', 'kz'], contentId: 128, seasons: 1, episodes: 10, ratings: { imdb: 8.1, kinopoisk: 8.3 }, copyrightBanned: true },
  ],
  kids: [
    { title: t('Приключения Жирафика', 'Little Giraffe Adventures', 'Жирафтың шытырман оқиғалары', 'Jirafcha sarguzashtlari'), category: 'series', contentType: 'episode', minutes: 15, age: 0, year: 2024, genres: ['animation', 'family'], countries: ['kz'], contentId: 140, seasons: 2, episodes: 26 },
    { title: t('Звёздные котята', 'Star Kittens', 'Жұлдыз мысықтар', 'Yulduz mushukchalar'), category: 'series', contentType: 'episode', minutes: 30, age: 0, year: 2023, genres: ['animation'], countries: ['fr'], contentId: 146, seasons: 3, episodes: 13 },
    { title: t('Умные руки', 'Clever Hands', 'Ептi қолдар', 'Epchil qo‘llar'), category: 'program', contentType: 'program', minutes: 20, age: 0, year: 2025, genres: ['family', 'science'], countries: ['uz'], contentId: 170 },
    { title: t('Сказки на ночь', 'Bedtime Tales', 'Ұйқы алдындағы ертегілер', 'Uxlash oldidan ertaklar'), category: 'program', contentType: 'program', minutes: 15, age: 0, year: 2026, genres: ['animation'], countries: ['kz'] },
    { title: t('Робот Бахыт', 'Bakhyt the Robot', 'Бақыт роботы', 'Robot Baxt'), category: 'movie', contentType: 'movie', minutes: 80, age: 6, year: 2021, genres: ['animation', 'family'], countries: ['kz'], contentId: 55, ratings: { imdb: 6.7, kinopoisk: 7.4 } },
  ],
  music: [
    { title: t('Хит-парад недели', 'Chart of the Week', 'Апта хит-парады', 'Hafta xit-paradi'), category: 'program', contentType: 'program', minutes: 60, age: 0, year: 2026, genres: ['music'], countries: ['kz'] },
    { title: t('Живой звук', 'Live Sound', 'Тірі дыбыс', 'Jonli ovoz'), category: 'program', contentType: 'program', minutes: 90, age: 12, year: 2026, genres: ['music', 'show'], countries: ['uz'], copyrightBanned: true },
    { title: t('Домбра и гитара', 'Dombra and Guitar', 'Домбыра мен гитара', 'Dombira va gitara'), category: 'program', contentType: 'program', minutes: 45, age: 0, year: 2025, genres: ['music'], countries: ['kz'], contentId: 175 },
    { title: t('Ночной эфир', 'Night Air', 'Түнгі эфир', 'Tungi efir'), category: 'program', contentType: 'program', minutes: 120, age: 16, year: 2026, genres: ['music'], countries: ['kz'] },
  ],
  documentary: [
    { title: t('Дикая природа Алтая', 'Wild Altai', 'Алтайдың жабайы табиғаты', 'Oltoyning yovvoyi tabiati'), category: 'program', contentType: 'program', minutes: 50, age: 0, year: 2024, genres: ['documentary', 'nature'], countries: ['kz'], contentId: 180, ratings: { imdb: 8.0, kinopoisk: 8.2 } },
    { title: t('Города Великой степи', 'Cities of the Great Steppe', 'Ұлы дала қалалары', 'Buyuk dasht shaharlari'), category: 'series', contentType: 'episode', minutes: 45, age: 6, year: 2023, genres: ['documentary', 'history'], countries: ['kz', 'uz'], contentId: 150, seasons: 1, episodes: 8 },
    { title: t('Как это устроено', 'How It Works', 'Бұл қалай жасалған', 'Bu qanday ishlaydi'), category: 'program', contentType: 'program', minutes: 30, age: 0, year: 2025, genres: ['documentary', 'science'], countries: ['gb'], contentId: 185 },
    { title: t('Путь к Памиру', 'Road to the Pamirs', 'Памирге жол', 'Pomirga yo‘l'), category: 'program', contentType: 'program', minutes: 60, age: 6, year: 2022, genres: ['documentary', 'travel'], countries: ['uz'], contentId: 190, copyrightBanned: true },
  ],
  entertainment: [
    { title: t('Вечерний плов', 'Evening Pilaf Show', 'Кешкі палау', 'Kechki palov'), category: 'program', contentType: 'program', minutes: 60, age: 12, year: 2026, genres: ['show', 'comedy'], countries: ['uz'], contentId: 192 },
    { title: t('Кухня без границ', 'Kitchen Without Borders', 'Шекарасыз ас үй', 'Chegarasiz oshxona'), category: 'program', contentType: 'program', minutes: 45, age: 0, year: 2025, genres: ['cooking', 'show'], countries: ['kz'], contentId: 195 },
    { title: t('Угадай мелодию степи', 'Name That Steppe Tune', 'Дала әуенін тап', 'Dasht kuyini top'), category: 'program', contentType: 'program', minutes: 30, age: 0, year: 2026, genres: ['show', 'music'], countries: ['kz'] },
    { title: t('Юмор в эфире', 'Comedy on Air', 'Эфирдегі әзіл', 'Efirdagi hazil'), category: 'program', contentType: 'program', minutes: 60, age: 16, year: 2026, genres: ['comedy', 'show'], countries: ['ru'] },
  ],
  adult: [
    { title: t('Ночные истории', 'Night Stories', 'Түнгі хикаялар', 'Tungi hikoyalar'), category: 'movie', contentType: 'movie', minutes: 90, age: 18, year: 2020, genres: ['erotic'], countries: ['fr'] },
    { title: t('Полуночный клуб', 'Midnight Club', 'Түн ортасы клубы', 'Yarim tun klubi'), category: 'program', contentType: 'program', minutes: 60, age: 18, year: 2024, genres: ['erotic', 'show'], countries: ['us'], copyrightBanned: true },
    { title: t('Шёпот страсти', 'Whispers of Passion', 'Құштарлық сыбыры', 'Ehtiros shivirlari'), category: 'movie', contentType: 'movie', minutes: 100, age: 18, year: 2019, genres: ['erotic', 'drama'], countries: ['fr'] },
  ],
  general: [
    { title: t('Доброе утро', 'Good Morning', 'Қайырлы таң', 'Xayrli tong'), category: 'program', contentType: 'program', minutes: 120, age: 0, year: 2026, genres: ['show'], countries: ['kz'] },
    { title: t('Новости', 'News', 'Жаңалықтар', 'Yangiliklar'), category: 'program', contentType: 'program', minutes: 30, age: 0, year: 2026, genres: ['news'], countries: ['kz'] },
    { title: t('Дом на Абая', 'The House on Abay Street', 'Абай көшесіндегі үй', 'Abay ko‘chasidagi uy'), category: 'series', contentType: 'episode', minutes: 45, age: 12, year: 2024, genres: ['drama'], countries: ['kz'], contentId: 81, seasons: 3, episodes: 12, ratings: { imdb: 7.8, kinopoisk: 8.0 } },
    { title: t('Лето в Бурабае', 'Summer in Burabay', 'Бурабайдағы жаз', 'Burabaydagi yoz'), category: 'movie', contentType: 'movie', minutes: 95, age: 0, year: 2020, genres: ['family', 'comedy'], countries: ['kz'], contentId: 48, ratings: { imdb: 6.9, kinopoisk: 7.2 } },
    { title: t('Кухня без границ', 'Kitchen Without Borders', 'Шекарасыз ас үй', 'Chegarasiz oshxona'), category: 'program', contentType: 'program', minutes: 45, age: 0, year: 2025, genres: ['cooking', 'show'], countries: ['kz'], contentId: 195 },
    { title: t('Ток-шоу «Откровенно»', 'Talk Show "Frankly"', '«Ашығын айтқанда» ток-шоуы', '«Ochig‘ini aytganda» tok-shou'), category: 'program', contentType: 'program', minutes: 60, age: 16, year: 2026, genres: ['show'], countries: ['kz'] },
  ],
};
