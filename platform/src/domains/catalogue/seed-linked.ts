import type { LocalizedText } from '../../core/localized';
import { GENRE } from './seed-reference';

/**
 * Titles the channels domain airs (its programme templates name these content ids). The catalogue
 * keeps the same title, year, age, countries, ratings and season/episode layout, so a catch-up airing of "season 2,
 * episode 5" opens the same episode here.
 */
export interface LinkedTitle {
  title: LocalizedText;
  year: number;
  age: number;
  genres: number[];
  /** ISO codes of COUNTRIES in seed-reference.ts. */
  countries: string[];
  seasons?: number;
  episodes?: number;
  ratings?: { imdb: number; kinopoisk: number };
}

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });

/** Tabular demo data: one entry per line reads better than the formatter's layout. */
// prettier-ignore
export const LINKED_TITLES: Record<number, LinkedTitle> = {
  3: { title: t('Последний караван', 'The Last Caravan', 'Соңғы керуен', 'Soʻnggi karvon'), year: 2019, age: 12, genres: [GENRE.drama, GENRE.history], ratings: { imdb: 7.4, kinopoisk: 7.6 }, countries: ['KZ'] },
  7: { title: t('Полночный экспресс на Тараз', 'Midnight Express to Taraz', 'Таразға түнгі экспресс', 'Tarozga yarim tungi ekspress'), year: 2021, age: 16, genres: [GENRE.thriller, GENRE.adventure], ratings: { imdb: 6.8, kinopoisk: 7.0 }, countries: ['KZ', 'RU'] },
  12: { title: t('Соседи по облаку', 'Cloud Neighbours', 'Бұлттағы көршілер', 'Bulutdagi qoʻshnilar'), year: 2022, age: 6, genres: [GENRE.comedy, GENRE.family], ratings: { imdb: 6.5, kinopoisk: 6.9 }, countries: ['UZ'] },
  21: { title: t('Тихий берег', 'The Quiet Shore', 'Тыныш жаға', 'Sokin qirgʻoq'), year: 2018, age: 16, genres: [GENRE.drama], ratings: { imdb: 7.1, kinopoisk: 7.3 }, countries: ['FR'] },
  34: { title: t('Операция «Гранат»', 'Operation Pomegranate', '«Анар» операциясы', '«Anor» operatsiyasi'), year: 2023, age: 18, genres: [GENRE.adventure, GENRE.thriller], ratings: { imdb: 6.2, kinopoisk: 6.4 }, countries: ['US'] },
  48: { title: t('Лето в Бурабае', 'Summer in Burabay', 'Бурабайдағы жаз', 'Burabaydagi yoz'), year: 2020, age: 0, genres: [GENRE.family, GENRE.comedy], ratings: { imdb: 6.9, kinopoisk: 7.2 }, countries: ['KZ'] },
  55: { title: t('Робот Бахыт', 'Bakhyt the Robot', 'Бақыт роботы', 'Robot Baxt'), year: 2021, age: 6, genres: [GENRE.animation, GENRE.family], ratings: { imdb: 6.7, kinopoisk: 7.4 }, countries: ['KZ'] },
  81: { title: t('Дом на Абая', 'The House on Abay Street', 'Абай көшесіндегі үй', 'Abay koʻchasidagi uy'), year: 2024, age: 12, genres: [GENRE.drama], seasons: 3, episodes: 12, ratings: { imdb: 7.8, kinopoisk: 8.0 }, countries: ['KZ'] },
  95: { title: t('Следователь Ахметова', 'Detective Akhmetova', 'Тергеуші Ахметова', 'Tergovchi Axmetova'), year: 2023, age: 16, genres: [GENRE.detective, GENRE.thriller], seasons: 2, episodes: 16, ratings: { imdb: 7.2, kinopoisk: 7.5 }, countries: ['KZ', 'RU'] },
  110: { title: t('Общежитие №5', 'Dormitory No. 5', '№5 жатақхана', '5-son yotoqxona'), year: 2025, age: 12, genres: [GENRE.comedy], seasons: 4, episodes: 20, ratings: { imdb: 6.9, kinopoisk: 7.1 }, countries: ['UZ'] },
  128: { title: t('Шёлковый путь', 'The Silk Road', 'Жібек жолы', 'Ipak yoʻli'), year: 2022, age: 12, genres: [GENRE.history, GENRE.drama], seasons: 1, episodes: 10, ratings: { imdb: 8.1, kinopoisk: 8.3 }, countries: ['UZ', 'KZ'] },
  140: { title: t('Приключения Жирафика', 'Little Giraffe Adventures', 'Жирафтың шытырман оқиғалары', 'Jirafcha sarguzashtlari'), year: 2024, age: 0, genres: [GENRE.animation, GENRE.family], seasons: 2, episodes: 26, countries: ['KZ'] },
  146: { title: t('Звёздные котята', 'Star Kittens', 'Жұлдыз мысықтар', 'Yulduz mushukchalar'), year: 2023, age: 0, genres: [GENRE.animation], seasons: 3, episodes: 13, countries: ['FR'] },
  150: { title: t('Города Великой степи', 'Cities of the Great Steppe', 'Ұлы дала қалалары', 'Buyuk dasht shaharlari'), year: 2023, age: 6, genres: [GENRE.documentary, GENRE.history], seasons: 1, episodes: 8, countries: ['KZ', 'UZ'] },
  161: { title: t('Итоги дня', 'Day in Review', 'Күн қорытындысы', 'Kun yakunlari'), year: 2026, age: 12, genres: [GENRE.entertainment], countries: ['KZ'] },
  162: { title: t('Мир за неделю', 'The World This Week', 'Апталық әлем', 'Hafta davomida dunyo'), year: 2026, age: 12, genres: [GENRE.entertainment, GENRE.history], countries: ['KZ', 'UZ'] },
  163: { title: t('Спортивный вечер', 'Sports Evening', 'Спорт кеші', 'Sport oqshomi'), year: 2026, age: 0, genres: [GENRE.entertainment], countries: ['KZ'] },
  170: { title: t('Умные руки', 'Clever Hands', 'Епті қолдар', 'Epchil qoʻllar'), year: 2025, age: 0, genres: [GENRE.family, GENRE.documentary], countries: ['UZ'] },
  175: { title: t('Домбра и гитара', 'Dombra and Guitar', 'Домбыра мен гитара', 'Dombira va gitara'), year: 2025, age: 0, genres: [GENRE.entertainment], countries: ['KZ'] },
  180: { title: t('Дикая природа Алтая', 'Wild Altai', 'Алтайдың жабайы табиғаты', 'Oltoyning yovvoyi tabiati'), year: 2024, age: 0, genres: [GENRE.documentary], ratings: { imdb: 8.0, kinopoisk: 8.2 }, countries: ['KZ'] },
  185: { title: t('Как это устроено', 'How It Works', 'Бұл қалай жасалған', 'Bu qanday ishlaydi'), year: 2025, age: 0, genres: [GENRE.documentary], countries: ['GB'] },
  190: { title: t('Путь к Памиру', 'Road to the Pamirs', 'Памирге жол', 'Pomirga yoʻl'), year: 2022, age: 6, genres: [GENRE.documentary], countries: ['UZ'] },
  192: { title: t('Вечерний плов', 'Evening Pilaf Show', 'Кешкі палау', 'Kechki palov'), year: 2026, age: 12, genres: [GENRE.entertainment, GENRE.comedy], countries: ['UZ'] },
  195: { title: t('Кухня без границ', 'Kitchen Without Borders', 'Шекарасыз ас үй', 'Chegarasiz oshxona'), year: 2025, age: 0, genres: [GENRE.entertainment], countries: ['KZ'] },
};
