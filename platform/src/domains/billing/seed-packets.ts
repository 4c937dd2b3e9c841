import type { PlatformContext } from '../../core/context';
import type { LocalizedText } from '../../core/localized';
import { PACKET_ID } from './entitlements';
import { kzt, period, type PeriodHuman } from './money';

/** Provider ids of the identity domain (team brief: demo is 1; the regional partner Alma TV is 2). */
const DEMO_PROVIDER_ID = 1;
const ALMA_PROVIDER_ID = 2;

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });

/** Packets beyond the fixed six: bundles, the promo-only packet and the provider-sold one. */
export const DEMO_PACKET_ID = {
  cinemaSeriesBundle: 7,
  internetBundle: 8,
  premiereWeek: 9,
  multiroom: 10,
} as const;

/** Longer periods are cheaper per month (shown as the discount, catalogue-vod-billing.md section 5). */
const PERIOD_DISCOUNTS: { months: number; discountPercent: number }[] = [
  { months: 1, discountPercent: 0 },
  { months: 3, discountPercent: 10 },
  { months: 12, discountPercent: 20 },
];

interface PacketSeed {
  id: number;
  name: LocalizedText;
  short: LocalizedText;
  description: LocalizedText;
  price: number;
  trial?: { period: PeriodHuman; price: number };
  isBase?: boolean;
  type?: 'regular' | 'promo';
  agreement?: LocalizedText;
  benefits: { icon: string; text: LocalizedText }[];
  design: { color: string; badge?: { text: LocalizedText; color: string }; specialFeatures?: LocalizedText[] };
  libraryIds?: number[];
  members?: number[];
  bundle?: { customName: LocalizedText; customPrice: number; customDescription: LocalizedText; internetSpeed?: string };
  /** The only provider that sells it; unset: every provider. */
  providerId?: number;
  providerManaged?: boolean;
  allowDeletePaused?: boolean;
  pausedMessage?: LocalizedText;
  purchasable?: boolean;
  /** Only the base period is sold (no 3- and 12-month options). */
  singlePeriod?: boolean;
}

const HD = {
  icon: 'hd',
  text: t('Качество до Full HD', 'Up to Full HD quality', 'Full HD сапасына дейін', 'Full HD sifatigacha'),
};
const DEVICES = {
  icon: 'devices',
  text: t('До 5 устройств', 'Up to 5 devices', '5 құрылғыға дейін', '5 tagacha qurilma'),
};
const ARCHIVE = {
  icon: 'archive',
  text: t('Архив передач 7 дней', '7-day catch-up', '7 күндік мұрағат', '7 kunlik arxiv'),
};

export const PACKET_SEEDS: PacketSeed[] = [
  {
    id: PACKET_ID.basicTv,
    name: t('Базовое ТВ', 'Basic TV', 'Базалық ТВ', 'Asosiy TV'),
    short: t('Все основные каналы', 'All the main channels', 'Барлық негізгі арналар', 'Barcha asosiy kanallar'),
    description: t(
      'Базовый пакет: новости, кино, музыка и познавательные каналы с архивом.',
      'The base packet: news, film, music and factual channels with catch-up.',
      'Базалық пакет: жаңалықтар, кино, музыка және танымдық арналар мұрағатымен.',
      'Asosiy paket: yangiliklar, kino, musiqa va ma’rifiy kanallar arxiv bilan.',
    ),
    price: kzt(1990),
    trial: { period: period(0, 7), price: 0 },
    isBase: true,
    benefits: [HD, DEVICES, ARCHIVE],
    design: { color: '#2b59c3', badge: { text: t('Хит', 'Top', 'Хит', 'Xit'), color: '#e53935' } },
  },
  {
    id: PACKET_ID.cinema,
    name: t('Кино', 'Cinema', 'Кино', 'Kino'),
    short: t('Фильмы и премьеры', 'Films and premieres', 'Фильмдер мен премьералар', 'Filmlar va premyeralar'),
    description: t(
      'Тысячи фильмов и премьеры кинотеатров без рекламы.',
      'Thousands of films and cinema premieres without ads.',
      'Мыңдаған фильмдер мен кинотеатр премьералары жарнамасыз.',
      'Minglab filmlar va kinoteatr premyeralari reklamasiz.',
    ),
    price: kzt(2490),
    trial: { period: period(0, 7), price: kzt(100) },
    benefits: [HD, { icon: 'ad_free', text: t('Без рекламы', 'No ads', 'Жарнамасыз', 'Reklamasiz') }],
    design: {
      color: '#8e24aa',
      badge: { text: t('Новинки', 'New', 'Жаңа', 'Yangi'), color: '#fb8c00' },
      specialFeatures: [t('Премьеры каждую неделю', 'Premieres every week', 'Әр апта премьера', 'Har hafta premyera')],
    },
    libraryIds: [1, 4],
  },
  {
    id: PACKET_ID.kids,
    name: t('Детский', 'Kids', 'Балалар', 'Bolalar'),
    short: t(
      'Мультфильмы и детские каналы',
      'Cartoons and kids channels',
      'Мультфильмдер мен балалар арналары',
      'Multfilmlar va bolalar kanallari',
    ),
    description: t(
      'Безопасный контент для детей: мультфильмы, сказки и детские каналы.',
      'Safe content for children: cartoons, tales and kids channels.',
      'Балаларға қауіпсіз контент: мультфильмдер, ертегілер және балалар арналары.',
      'Bolalar uchun xavfsiz kontent: multfilmlar, ertaklar va bolalar kanallari.',
    ),
    price: kzt(990),
    trial: { period: period(0, 14), price: 0 },
    benefits: [HD, DEVICES],
    design: { color: '#43a047' },
    libraryIds: [3],
  },
  {
    id: PACKET_ID.night,
    name: t('Ночной', 'Night', 'Түнгі', 'Tungi'),
    short: t('Каналы для взрослых', 'Adult channels', 'Ересектерге арналған арналар', 'Kattalar uchun kanallar'),
    description: t(
      'Каналы 18+. Доступ защищён родительским PIN-кодом.',
      '18+ channels. Access is protected by the parental PIN.',
      '18+ арналар. Қолжетімділік ата-ана PIN-кодымен қорғалған.',
      '18+ kanallar. Kirish ota-ona PIN-kodi bilan himoyalangan.',
    ),
    price: kzt(1490),
    agreement: t(
      'Подтверждаю, что мне исполнилось 18 лет, и принимаю условия просмотра контента для взрослых.',
      'I confirm that I am 18 or older and accept the terms for adult content.',
      'Маған 18 жас толғанын растаймын және ересектер контентінің шарттарын қабылдаймын.',
      'Men 18 yoshdan oshganimni tasdiqlayman va kattalar kontenti shartlarini qabul qilaman.',
    ),
    benefits: [
      {
        icon: 'lock',
        text: t('Защита PIN-кодом', 'PIN protected', 'PIN-кодпен қорғалған', 'PIN-kod bilan himoyalangan'),
      },
    ],
    design: { color: '#37474f' },
    singlePeriod: true,
  },
  {
    id: PACKET_ID.sport,
    name: t('Спорт', 'Sport', 'Спорт', 'Sport'),
    short: t('Прямые трансляции', 'Live broadcasts', 'Тікелей трансляциялар', 'Jonli translyatsiyalar'),
    description: t(
      'Футбол, бокс, хоккей и другие виды спорта в прямом эфире.',
      'Football, boxing, hockey and more, live.',
      'Футбол, бокс, хоккей және басқа спорт түрлері тікелей эфирде.',
      'Futbol, boks, xokkey va boshqa sport turlari jonli efirda.',
    ),
    price: kzt(2990),
    benefits: [HD, ARCHIVE],
    design: { color: '#00897b' },
    allowDeletePaused: true,
    pausedMessage: t(
      'Подписка приостановлена: пополните баланс, чтобы возобновить.',
      'Subscription paused: top up the balance to resume it.',
      'Жазылым тоқтатылды: жалғастыру үшін балансты толтырыңыз.',
      'Obuna to‘xtatildi: davom ettirish uchun balansni to‘ldiring.',
    ),
  },
  {
    id: PACKET_ID.series,
    name: t('Сериалы', 'Series', 'Сериалдар', 'Seriallar'),
    short: t(
      'Сериалы целыми сезонами',
      'Whole seasons of series',
      'Сериалдар толық маусыммен',
      'Seriallar to‘liq mavsumlar bilan',
    ),
    description: t(
      'Популярные сериалы: новые серии сразу после премьеры.',
      'Popular series: new episodes right after the premiere.',
      'Танымал сериалдар: жаңа сериялар премьерадан кейін бірден.',
      'Mashhur seriallar: yangi qismlar premyeradan so‘ng darhol.',
    ),
    price: kzt(1790),
    benefits: [HD, DEVICES],
    design: { color: '#c62828' },
    libraryIds: [2],
  },
  {
    id: DEMO_PACKET_ID.cinemaSeriesBundle,
    name: t('Кино + Сериалы', 'Cinema + Series', 'Кино + Сериалдар', 'Kino + Seriallar'),
    short: t(
      'Два пакета по выгодной цене',
      'Two packets for less',
      'Екі пакет тиімді бағамен',
      'Ikki paket arzon narxda',
    ),
    description: t(
      'Все фильмы и сериалы в одной подписке.',
      'All films and series in one subscription.',
      'Барлық фильмдер мен сериалдар бір жазылымда.',
      'Barcha filmlar va seriallar bitta obunada.',
    ),
    price: kzt(3490),
    benefits: [HD, DEVICES],
    design: { color: '#6d4c41', badge: { text: t('Выгодно', 'Save', 'Тиімді', 'Foydali'), color: '#fdd835' } },
    members: [PACKET_ID.cinema, PACKET_ID.series],
    bundle: {
      customName: t('Кинозал', 'Movie Hall', 'Кинозал', 'Kinozal'),
      customPrice: kzt(3490),
      customDescription: t(
        'Кино и сериалы вместе',
        'Films and series together',
        'Кино мен сериалдар бірге',
        'Kino va seriallar birga',
      ),
    },
  },
  {
    id: DEMO_PACKET_ID.internetBundle,
    name: t('Интернет 100 + ТВ', 'Internet 100 + TV', 'Интернет 100 + ТВ', 'Internet 100 + TV'),
    short: t('Домашний интернет и ТВ', 'Home internet and TV', 'Үй интернеті және ТВ', 'Uy interneti va TV'),
    description: t(
      'Домашний интернет 100 Мбит/с, базовое ТВ и спорт.',
      'Home internet at 100 Mbit/s, basic TV and sport.',
      'Үй интернеті 100 Мбит/с, базалық ТВ және спорт.',
      'Uy interneti 100 Mbit/s, asosiy TV va sport.',
    ),
    price: kzt(6990),
    benefits: [DEVICES],
    design: { color: '#1565c0' },
    members: [PACKET_ID.basicTv, PACKET_ID.sport],
    bundle: {
      customName: t('Дом 100', 'Home 100', 'Үй 100', 'Uy 100'),
      customPrice: kzt(6990),
      customDescription: t(
        'Подключается в офисе провайдера',
        'Connected at the provider’s office',
        'Провайдер кеңсесінде қосылады',
        'Provayder ofisida ulanadi',
      ),
      internetSpeed: '100',
    },
    providerId: ALMA_PROVIDER_ID,
    providerManaged: true,
    singlePeriod: true,
  },
  {
    id: DEMO_PACKET_ID.premiereWeek,
    name: t('Неделя премьер', 'Premiere week', 'Премьералар аптасы', 'Premyeralar haftasi'),
    short: t('Подарок по промокоду', 'A promo code gift', 'Промокод сыйлығы', 'Promokod sovg‘asi'),
    description: t(
      'Премьеры бесплатно на время акции.',
      'Premieres for free while the promotion lasts.',
      'Акция кезінде премьералар тегін.',
      'Aksiya davomida premyeralar bepul.',
    ),
    price: 0,
    type: 'promo',
    benefits: [HD],
    design: { color: '#ff7043', badge: { text: t('Промо', 'Promo', 'Промо', 'Promo'), color: '#ff7043' } },
    libraryIds: [4],
    purchasable: false,
  },
  {
    id: DEMO_PACKET_ID.multiroom,
    name: t('Мультирум', 'Multiroom', 'Мультирум', 'Multirum'),
    short: t('Ещё 3 устройства', '3 more devices', 'Тағы 3 құрылғы', 'Yana 3 ta qurilma'),
    description: t(
      'Дополнительные устройства. Управляется в личном кабинете провайдера.',
      'Extra devices. Managed in the provider’s account.',
      'Қосымша құрылғылар. Провайдердің жеке кабинетінде басқарылады.',
      'Qo‘shimcha qurilmalar. Provayder kabinetida boshqariladi.',
    ),
    price: kzt(490),
    benefits: [DEVICES],
    design: { color: '#546e7a' },
    providerId: DEMO_PROVIDER_ID,
    providerManaged: true,
    purchasable: false,
    singlePeriod: true,
  },
];

export function seedPackets(ctx: PlatformContext) {
  const insertPacket = ctx.db.prepare(
    `INSERT INTO packets (id, provider_id, name, short, description, price, period, trial_period, trial_price, is_base, is_bundle, type,
       agreement, benefits, design, library_ids, custom_name, custom_price, custom_description, internet_speed,
       is_provider_managed, allow_delete_paused, paused_message, is_purchasable, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMember = ctx.db.prepare(`INSERT INTO packet_members (bundle_id, packet_id, sort) VALUES (?, ?, ?)`);
  const insertPeriod = ctx.db.prepare(
    `INSERT INTO purchase_periods (id, packet_id, months, amount, sort) VALUES (?, ?, ?, ?, ?)`,
  );
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

  PACKET_SEEDS.forEach((seed, index) => {
    insertPacket.run(
      seed.id,
      seed.providerId ?? null,
      json(seed.name),
      json(seed.short),
      json(seed.description),
      seed.price,
      json(period(1)),
      json(seed.trial?.period),
      seed.trial?.price ?? null,
      seed.isBase ? 1 : 0,
      seed.members ? 1 : 0,
      seed.type ?? 'regular',
      json(seed.agreement),
      json(seed.benefits),
      json(seed.design),
      json(seed.libraryIds ?? []),
      json(seed.bundle?.customName),
      seed.bundle?.customPrice ?? null,
      json(seed.bundle?.customDescription),
      seed.bundle?.internetSpeed ?? null,
      seed.providerManaged ? 1 : 0,
      seed.allowDeletePaused ? 1 : 0,
      json(seed.pausedMessage),
      seed.purchasable === false ? 0 : 1,
      index,
    );
    seed.members?.forEach((member, order) => insertMember.run(seed.id, member, order));
    const periods = seed.singlePeriod ? PERIOD_DISCOUNTS.slice(0, 1) : PERIOD_DISCOUNTS;
    periods.forEach(({ months, discountPercent }, order) => {
      const amount = Math.round((seed.price * months * (100 - discountPercent)) / 100 / 100) * 100;
      if (seed.price > 0) insertPeriod.run(periodIdOf(seed.id, months), seed.id, months, amount, order);
    });
  });
}

/** Purchase period ids are readable: packet 2 for 3 months is 203. */
export const periodIdOf = (packetId: number, months: number) => packetId * 100 + months;
