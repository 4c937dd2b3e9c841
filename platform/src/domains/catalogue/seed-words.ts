import type { LocalizedText } from '../../core/localized';

/**
 * Building blocks of the invented demo titles. Russian adjectives agree with the noun's gender;
 * Kazakh and Uzbek adjectives do not inflect, English takes the plain form.
 */
type Gender = 'm' | 'f' | 'n';

export interface Adjective {
  ru: Record<Gender, string>;
  en: string;
  kk: string;
  uz: string;
}

export interface Noun extends LocalizedText {
  gender: Gender;
  en: string;
  kk: string;
  uz: string;
}

const adj = (m: string, f: string, n: string, en: string, kk: string, uz: string): Adjective => ({
  ru: { m, f, n },
  en,
  kk,
  uz,
});

export const ADJECTIVES: Adjective[] = [
  adj('Тихий', 'Тихая', 'Тихое', 'Silent', 'Тыныш', 'Sokin'),
  adj('Последний', 'Последняя', 'Последнее', 'Last', 'Соңғы', 'Soʻnggi'),
  adj('Северный', 'Северная', 'Северное', 'Northern', 'Солтүстік', 'Shimoliy'),
  adj('Золотой', 'Золотая', 'Золотое', 'Golden', 'Алтын', 'Oltin'),
  adj('Скрытый', 'Скрытая', 'Скрытое', 'Hidden', 'Жасырын', 'Yashirin'),
  adj('Далёкий', 'Далёкая', 'Далёкое', 'Distant', 'Алыс', 'Uzoq'),
  adj('Ночной', 'Ночная', 'Ночное', 'Midnight', 'Түнгі', 'Tungi'),
  adj('Хрустальный', 'Хрустальная', 'Хрустальное', 'Crystal', 'Хрусталь', 'Billur'),
  adj('Потерянный', 'Потерянная', 'Потерянное', 'Lost', 'Жоғалған', 'Yoʻqolgan'),
  adj('Дикий', 'Дикая', 'Дикое', 'Wild', 'Жабайы', 'Yovvoyi'),
  adj('Красный', 'Красная', 'Красное', 'Red', 'Қызыл', 'Qizil'),
  adj('Железный', 'Железная', 'Железное', 'Iron', 'Темір', 'Temir'),
  adj('Тайный', 'Тайная', 'Тайное', 'Secret', 'Құпия', 'Sirli'),
  adj('Летний', 'Летняя', 'Летнее', 'Summer', 'Жазғы', 'Yozgi'),
  adj('Зимний', 'Зимняя', 'Зимнее', 'Winter', 'Қысқы', 'Qishki'),
];

const noun = (ru: string, gender: Gender, en: string, kk: string, uz: string): Noun => ({ ru, gender, en, kk, uz });

export const NOUNS: Noun[] = [
  noun('Гавань', 'f', 'Harbor', 'Айлақ', 'Bandargoh'),
  noun('Сад', 'm', 'Garden', 'Бақ', 'Bogʻ'),
  noun('Дорога', 'f', 'Road', 'Жол', 'Yoʻl'),
  noun('Остров', 'm', 'Island', 'Арал', 'Orol'),
  noun('Маяк', 'm', 'Lighthouse', 'Шамшырақ', 'Mayoq'),
  noun('Город', 'm', 'City', 'Қала', 'Shahar'),
  noun('Река', 'f', 'River', 'Өзен', 'Daryo'),
  noun('Зеркало', 'n', 'Mirror', 'Айна', 'Koʻzgu'),
  noun('Поезд', 'm', 'Train', 'Пойыз', 'Poyezd'),
  noun('Долина', 'f', 'Valley', 'Алқап', 'Vodiy'),
  noun('Сигнал', 'm', 'Signal', 'Сигнал', 'Signal'),
  noun('Ключ', 'm', 'Key', 'Кілт', 'Kalit'),
  noun('Звезда', 'f', 'Star', 'Жұлдыз', 'Yulduz'),
  noun('Небо', 'n', 'Sky', 'Аспан', 'Osmon'),
  noun('Горизонт', 'm', 'Horizon', 'Көкжиек', 'Ufq'),
];

export function composeTitle(adjective: Adjective, subject: Noun): LocalizedText {
  return {
    ru: `${adjective.ru[subject.gender]} ${subject.ru.toLowerCase()}`,
    en: `The ${adjective.en} ${subject.en}`,
    kk: `${adjective.kk} ${subject.kk.toLowerCase()}`,
    uz: `${adjective.uz} ${subject.uz.toLowerCase()}`,
  };
}

/** Complete sentences, so no language needs case agreement with a slot. */
export const STORY_HOOKS: LocalizedText[] = [
  {
    ru: 'Старое письмо меняет жизнь целой семьи.',
    en: 'An old letter changes the life of a whole family.',
    kk: 'Ескі хат бүкіл отбасының өмірін өзгертеді.',
    uz: 'Eski maktub butun oilaning hayotini oʻzgartiradi.',
  },
  {
    ru: 'Двое незнакомцев вынуждены вместе пересечь страну.',
    en: 'Two strangers are forced to cross the country together.',
    kk: 'Екі бейтаныс адам елді бірге кесіп өтуге мәжбүр.',
    uz: 'Ikki notanish odam mamlakatni birga kesib oʻtishga majbur.',
  },
  {
    ru: 'Маленький город хранит большую тайну.',
    en: 'A small town keeps a big secret.',
    kk: 'Кішкентай қала үлкен құпияны сақтайды.',
    uz: 'Kichik shahar katta sirni saqlaydi.',
  },
  {
    ru: 'Учёный находит сигнал, которого не должно быть.',
    en: 'A scientist finds a signal that should not exist.',
    kk: 'Ғалым болмауы тиіс сигналды табады.',
    uz: 'Olim mavjud boʻlmasligi kerak boʻlgan signalni topadi.',
  },
  {
    ru: 'Команда мечтателей строит то, во что никто не верит.',
    en: 'A team of dreamers builds what nobody believes in.',
    kk: 'Армандаушылар командасы ешкім сенбейтін нәрсені салады.',
    uz: 'Orzumandlar jamoasi hech kim ishonmagan narsani quradi.',
  },
  {
    ru: 'Одна ночь решает судьбу всего побережья.',
    en: 'One night decides the fate of the whole coast.',
    kk: 'Бір түн бүкіл жағалаудың тағдырын шешеді.',
    uz: 'Bir kecha butun sohilning taqdirini hal qiladi.',
  },
  {
    ru: 'Детектив возвращается к делу, которое не смог забыть.',
    en: 'A detective returns to the case she could never forget.',
    kk: 'Детектив ұмыта алмаған ісіне қайта оралады.',
    uz: 'Detektiv unuta olmagan ishiga qaytadi.',
  },
  {
    ru: 'Старые друзья встречаются спустя двадцать лет.',
    en: 'Old friends meet again twenty years later.',
    kk: 'Ескі достар жиырма жылдан кейін қайта кездеседі.',
    uz: 'Eski doʻstlar yigirma yildan keyin yana uchrashadi.',
  },
  {
    ru: 'Путешествие начинается с потерянной карты.',
    en: 'The journey begins with a lost map.',
    kk: 'Саяхат жоғалған картадан басталады.',
    uz: 'Sayohat yoʻqolgan xaritadan boshlanadi.',
  },
  {
    ru: 'Смелая девочка учит целый лес дружить.',
    en: 'A brave girl teaches a whole forest to be friends.',
    kk: 'Батыл қыз бүкіл орманды достасуға үйретеді.',
    uz: 'Jasur qiz butun oʻrmonni doʻstlashishga oʻrgatadi.',
  },
  {
    ru: 'Ведущие разбирают главные истории недели.',
    en: 'The hosts take apart the main stories of the week.',
    kk: 'Жүргізушілер аптаның басты оқиғаларын талдайды.',
    uz: 'Boshlovchilar haftaning asosiy voqealarini tahlil qiladi.',
  },
  {
    ru: 'Музыка объединяет людей, которых разделила война.',
    en: 'Music unites people whom a war divided.',
    kk: 'Музыка соғыс бөлген адамдарды біріктіреді.',
    uz: 'Musiqa urush ajratgan odamlarni birlashtiradi.',
  },
];

/** Invented people; Kazakh uses the Cyrillic spelling, Uzbek the Latin one. Surnames do not inflect by gender. */
export const FIRST_NAMES: Array<[ru: string, en: string]> = [
  ['Алина', 'Alina'],
  ['Борис', 'Boris'],
  ['Дана', 'Dana'],
  ['Ерлан', 'Erlan'],
  ['Фарида', 'Farida'],
  ['Глеб', 'Gleb'],
  ['Ирина', 'Irina'],
  ['Камиль', 'Kamil'],
  ['Лола', 'Lola'],
  ['Марат', 'Marat'],
  ['Ника', 'Nika'],
  ['Олег', 'Oleg'],
  ['Рустам', 'Rustam'],
  ['Сабина', 'Sabina'],
  ['Тимур', 'Timur'],
  ['Вера', 'Vera'],
];

export const LAST_NAMES: Array<[ru: string, en: string]> = [
  ['Арден', 'Arden'],
  ['Кравец', 'Kravets'],
  ['Лунь', 'Lun'],
  ['Мирон', 'Miron'],
  ['Ноэль', 'Noel'],
  ['Рэй', 'Ray'],
  ['Сорель', 'Sorel'],
  ['Тарн', 'Tarn'],
  ['Вальд', 'Vald'],
  ['Юнг', 'Yung'],
];

export const PERSON_ROLES = ['director', 'actor', 'producer', 'writer', 'composer', 'presenter'] as const;

export const ROLE_WORDS: Record<(typeof PERSON_ROLES)[number], LocalizedText> = {
  director: { ru: 'режиссёр', en: 'director', kk: 'режиссер', uz: 'rejissyor' },
  actor: { ru: 'актёр', en: 'actor', kk: 'актер', uz: 'aktyor' },
  producer: { ru: 'продюсер', en: 'producer', kk: 'продюсер', uz: 'prodyuser' },
  writer: { ru: 'сценарист', en: 'screenwriter', kk: 'сценарист', uz: 'ssenariynavis' },
  composer: { ru: 'композитор', en: 'composer', kk: 'композитор', uz: 'bastakor' },
  presenter: { ru: 'телеведущий', en: 'TV presenter', kk: 'тележүргізуші', uz: 'teleboshlovchi' },
};
