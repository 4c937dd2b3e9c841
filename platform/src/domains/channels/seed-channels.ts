import type { PlatformContext } from '../../core/context';
import { localizedJson, type LocalizedText } from '../../core/localized';
import { CATEGORY_ID, CATEGORY_OF_KIND, CATEGORY_SEEDS } from './categories';
import { SCHEDULE_KINDS, type ScheduleKind } from './programme-templates';
import { CHANNEL_SEEDS, type ChannelSeed } from './seed-channel-data';

/**
 * Benchmark switch: `PLATFORM_CHANNEL_COUNT=1000` seeds that many channels (the curated line-up first,
 * then generated ones) for the channel-list DOM-size benchmark. Read at first start only, like every seed.
 */
export const CHANNEL_COUNT_ENV = 'PLATFORM_CHANNEL_COUNT';
/** A channel aged 18 or more is adult (live-channels.md section 5). */
export const ADULT_AGE = 18;
const GENERATED_ID_BASE = 10_000;
const MAX_CHANNEL_COUNT = 20_000;

const ABOUT: Record<ScheduleKind, LocalizedText> = {
  news: {
    ru: 'Новости страны и мира круглые сутки.',
    en: 'National and world news around the clock.',
    kk: 'Ел мен әлем жаңалықтары тәулік бойы.',
    uz: 'Mamlakat va dunyo yangiliklari kecha-kunduz.',
  },
  sport: {
    ru: 'Прямые трансляции и обзоры матчей.',
    en: 'Live broadcasts and match reviews.',
    kk: 'Тікелей трансляциялар мен матч шолулары.',
    uz: 'Jonli translyatsiyalar va oʻyin sharhlari.',
  },
  movies: {
    ru: 'Фильмы разных лет и жанров без перерыва.',
    en: 'Films of every era and genre, non-stop.',
    kk: 'Түрлі жылдар мен жанрлардағы фильмдер.',
    uz: 'Turli yillar va janrlardagi filmlar.',
  },
  series: {
    ru: 'Любимые сериалы каждый день.',
    en: 'Favourite series every day.',
    kk: 'Сүйікті телехикаялар күн сайын.',
    uz: 'Sevimli seriallar har kuni.',
  },
  kids: {
    ru: 'Мультфильмы и передачи для детей.',
    en: 'Cartoons and shows for children.',
    kk: 'Балаларға арналған мультфильмдер мен хабарлар.',
    uz: 'Bolalar uchun multfilmlar va koʻrsatuvlar.',
  },
  music: {
    ru: 'Клипы, концерты и живые выступления.',
    en: 'Videos, concerts and live performances.',
    kk: 'Клиптер, концерттер және тірі орындау.',
    uz: 'Kliplar, konsertlar va jonli chiqishlar.',
  },
  documentary: {
    ru: 'Природа, история и наука.',
    en: 'Nature, history and science.',
    kk: 'Табиғат, тарих және ғылым.',
    uz: 'Tabiat, tarix va fan.',
  },
  entertainment: {
    ru: 'Шоу, юмор и кулинария.',
    en: 'Shows, comedy and cooking.',
    kk: 'Шоу, әзіл және аспаздық.',
    uz: 'Shou, hazil va pazandachilik.',
  },
  adult: {
    ru: 'Ночной эфир для взрослых.',
    en: 'Late-night programming for adults.',
    kk: 'Ересектерге арналған түнгі эфир.',
    uz: 'Kattalar uchun tungi efir.',
  },
  general: {
    ru: 'Главный эфирный канал: новости, сериалы, шоу.',
    en: 'A general channel: news, series, shows.',
    kk: 'Негізгі эфир арнасы: жаңалықтар, телехикаялар, шоу.',
    uz: 'Asosiy efir kanali: yangiliklar, seriallar, shou.',
  },
};

const COLORS: Record<ScheduleKind, string> = {
  news: '#1e3a5f',
  sport: '#14532d',
  movies: '#4a1d1d',
  series: '#3b2f63',
  kids: '#7c4a03',
  music: '#5b1a4a',
  documentary: '#2f4a2a',
  entertainment: '#5c3d0b',
  adult: '#2a0f1f',
  general: '#1f2430',
};

/** Generated channels stay out of the adult line-up, so the benchmark list renders every card the same way. */
const GENERATED_KINDS = SCHEDULE_KINDS.filter((kind) => kind !== 'adult');

function generatedChannels(count: number): ChannelSeed[] {
  const extra = Math.min(MAX_CHANNEL_COUNT, count) - CHANNEL_SEEDS.length;
  return Array.from({ length: Math.max(0, extra) }, (_, index) => {
    const number = CHANNEL_SEEDS.length + index + 1;
    const genre = GENERATED_KINDS[index % GENERATED_KINDS.length];
    return {
      id: GENERATED_ID_BASE + index,
      slug: `channel-${number}`,
      name: { ru: `Канал ${number}`, en: `Channel ${number}`, kk: `Арна ${number}`, uz: `Kanal ${number}` },
      genre,
      age: genre === 'kids' ? 0 : 12,
      tags: genre === 'sport' ? ['sport'] : genre === 'kids' ? ['kids'] : [],
      isFree: index % 10 === 0,
      hd: index % 3 !== 0,
      archivedDays: index % 4 === 0 ? 3 : 7,
      aspectRatio: '16:9',
    };
  });
}

export function channelSeedsFor(env: Record<string, string | undefined> = process.env): ChannelSeed[] {
  const requested = Number(env[CHANNEL_COUNT_ENV]);
  if (!Number.isInteger(requested) || requested <= CHANNEL_SEEDS.length) return CHANNEL_SEEDS;
  return [...CHANNEL_SEEDS, ...generatedChannels(requested)];
}

export function seedChannels(ctx: PlatformContext, seeds: ChannelSeed[] = channelSeedsFor()) {
  const insertChannel = ctx.db.prepare(
    `INSERT INTO channels (id, slug, name, description, age, is_free, is_adult, archived_days, sort, tags, genre, hd,
       aspect_ratio, color_bg, is_hidden, is_fixed, tracker_cat_id)
     VALUES (@id, @slug, @name, @description, @age, @is_free, @is_adult, @archived_days, @sort, @tags, @genre, @hd,
       @aspect_ratio, @color_bg, 0, 0, @tracker_cat_id)`,
  );
  const insertCategory = ctx.db.prepare(
    `INSERT INTO channel_categories (id, slug, name, short, sort, tags) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertMember = ctx.db.prepare(
    `INSERT INTO channel_category_members (category_id, channel_id, sort) VALUES (?, ?, ?)`,
  );

  CATEGORY_SEEDS.forEach((category, index) =>
    insertCategory.run(
      category.id,
      category.slug,
      localizedJson(category.name),
      localizedJson(category.short),
      index,
      JSON.stringify(category.tags),
    ),
  );
  seeds.forEach((seed, index) => {
    const isAdult = seed.age >= ADULT_AGE;
    insertChannel.run({
      id: seed.id,
      slug: seed.slug,
      name: localizedJson(seed.name),
      description: localizedJson(ABOUT[seed.genre]),
      age: seed.age,
      is_free: seed.isFree ? 1 : 0,
      is_adult: isAdult ? 1 : 0,
      archived_days: seed.archivedDays,
      sort: index + 1,
      tags: JSON.stringify(['all_channels', ...seed.tags]),
      genre: seed.genre,
      hd: seed.hd ? 1 : 0,
      aspect_ratio: seed.aspectRatio,
      color_bg: COLORS[seed.genre],
      tracker_cat_id: String(100 + SCHEDULE_KINDS.indexOf(seed.genre)),
    });
    insertMember.run(CATEGORY_ID.all, seed.id, index + 1);
    insertMember.run(CATEGORY_OF_KIND[seed.genre], seed.id, index + 1);
    if (seed.isFree) insertMember.run(CATEGORY_ID.free, seed.id, index + 1);
  });
}
