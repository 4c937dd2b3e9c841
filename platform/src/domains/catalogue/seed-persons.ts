import type { LocalizedText } from '../../core/localized';
import { createRandom, slugify } from './prng';
import type { SeedContent } from './seed-contents';
import { FIRST_NAMES, LAST_NAMES, ROLE_WORDS, type PERSON_ROLES } from './seed-words';

type Role = (typeof PERSON_ROLES)[number];

export interface SeedPerson {
  id: number;
  slug: string;
  name: LocalizedText;
  bio: LocalizedText;
  role: Role;
  birthYear: number;
}

export interface SeedCredit {
  contentId: number;
  personId: number;
  role: Role;
  sort: number;
}

/** How many invented people hold each main role (80 in all). */
const ROLE_COUNTS: Array<[Role, number]> = [
  ['director', 12],
  ['actor', 40],
  ['producer', 8],
  ['writer', 8],
  ['composer', 6],
  ['presenter', 6],
];

function bio(name: LocalizedText, role: Role, birthYear: number, city: LocalizedText): LocalizedText {
  const word = ROLE_WORDS[role];
  return {
    ru: `${name.ru} — ${word.ru}, родился в ${birthYear} году. Город детства: ${city.ru}. Вымышленная персона демо-каталога.`,
    en: `${name.en} is a ${word.en} born in ${birthYear}. Grew up in ${city.en}. An invented person of the demo catalogue.`,
    kk: `${name.kk} — ${word.kk}, ${birthYear} жылы туған. Балалық шақ қаласы: ${city.kk}. Демо-каталогтың ойдан шығарылған тұлғасы.`,
    uz: `${name.uz} — ${word.uz}, ${birthYear}-yilda tugʻilgan. Bolalik shahri: ${city.uz}. Demo katalogning toʻqima shaxsi.`,
  };
}

const CITIES: LocalizedText[] = [
  { ru: 'Алматы', en: 'Almaty', kk: 'Алматы', uz: 'Olmaota' },
  { ru: 'Ташкент', en: 'Tashkent', kk: 'Ташкент', uz: 'Toshkent' },
  { ru: 'Самарканд', en: 'Samarkand', kk: 'Самарқанд', uz: 'Samarqand' },
  { ru: 'Астана', en: 'Astana', kk: 'Астана', uz: 'Astana' },
  { ru: 'Лион', en: 'Lyon', kk: 'Лион', uz: 'Lion' },
];

export function generatePersons(): SeedPerson[] {
  const random = createRandom(80);
  const persons: SeedPerson[] = [];
  let id = 1;
  for (const [role, count] of ROLE_COUNTS) {
    for (let i = 0; i < count; i += 1) {
      const [firstRu, firstEn] = FIRST_NAMES[(id * 5) % FIRST_NAMES.length];
      const [lastRu, lastEn] = LAST_NAMES[(id * 3 + Math.floor(id / FIRST_NAMES.length)) % LAST_NAMES.length];
      const name = {
        ru: `${firstRu} ${lastRu}`,
        en: `${firstEn} ${lastEn}`,
        kk: `${firstRu} ${lastRu}`,
        uz: `${firstEn} ${lastEn}`,
      };
      const birthYear = random.int(1940, 2000);
      persons.push({
        id,
        slug: `${slugify(name.en)}-${id}`,
        name,
        bio: bio(name, role, birthYear, random.pick(CITIES)),
        role,
        birthYear,
      });
      id += 1;
    }
  }
  return persons;
}

/**
 * One actor credited on a single film, so the demo has a person page that search engines must not index
 * (catalogue-vod-billing.md section 5: fewer than 2 contents). Outside the role pools, so the credits drawn
 * for the other titles never reach them.
 */
export const SOLO_PERSON: SeedPerson = {
  id: 81,
  slug: 'aru-solo-81',
  name: { ru: 'Ару Соло', en: 'Aru Solo', kk: 'Ару Соло', uz: 'Aru Solo' },
  bio: {
    ru: 'Ару Соло — актриса одной роли в демо-каталоге. Вымышленная персона.',
    en: 'Aru Solo is an actress with a single role in the demo catalogue. An invented person.',
    kk: 'Ару Соло — демо-каталогтағы бір рөлдің актрисасы. Ойдан шығарылған тұлға.',
    uz: 'Aru Solo — demo katalogdagi bitta rol aktrisasi. Toʻqima shaxs.',
  },
  role: 'actor',
  birthYear: 1994,
};

/** The one film SOLO_PERSON plays in (a free film, not 4K, so every viewer's page lists it). */
export const SOLO_PERSON_CONTENT_ID = 2;

/** Crew of every top-level title: programs get presenters, everything else a director, writer and cast. */
export function generateCredits(contents: SeedContent[], persons: SeedPerson[]): SeedCredit[] {
  const random = createRandom(4242);
  const byRole = (role: Role) => persons.filter((person) => person.role === role);
  const pools = Object.fromEntries(
    (['director', 'actor', 'producer', 'writer', 'composer', 'presenter'] as Role[]).map((role) => [
      role,
      byRole(role),
    ]),
  ) as Record<Role, SeedPerson[]>;
  const credits: SeedCredit[] = [];
  for (const content of contents) {
    if (content.parentId !== null) continue;
    const crew: Array<[Role, number]> =
      content.contentType === 'program'
        ? [
            ['presenter', random.int(1, 2)],
            ['producer', 1],
          ]
        : [
            ['director', 1],
            ['writer', 1],
            ['actor', random.int(2, 4)],
            ['producer', random.int(0, 1)],
            ['composer', random.int(0, 1)],
          ];
    let sort = 0;
    for (const [role, count] of crew) {
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(random.pick(pools[role]).id);
      for (const personId of chosen) credits.push({ contentId: content.id, personId, role, sort: sort++ });
    }
    if (content.id === SOLO_PERSON_CONTENT_ID)
      credits.push({ contentId: content.id, personId: SOLO_PERSON.id, role: 'actor', sort: sort++ });
  }
  return credits;
}
