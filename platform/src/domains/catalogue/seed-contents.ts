import type { LocalizedText } from '../../core/localized';
import {
  ADULT_CONTENT_IDS,
  DEMO_RANGES,
  DRM_CONTENT_ID,
  FIRST_CHILD_ID,
  FREE_CONTENT_IDS,
  LOST_CONTENT_IDS,
  inRange,
  isAnnouncedSeries,
} from './demo-ids';
import { createRandom, slugify, type Random } from './prng';
import { COUNTRIES, GENRE, LIBRARY, STORY_GENRES } from './seed-reference';
import { LINKED_TITLES, type LinkedTitle } from './seed-linked';
import { ADJECTIVES, NOUNS, STORY_HOOKS, composeTitle } from './seed-words';

export interface SeedContent {
  id: number;
  slug: string;
  libraryId: number;
  contentType: 'movie' | 'series' | 'season' | 'episode' | 'program';
  parentId: number | null;
  age: number;
  title: LocalizedText;
  original: string;
  description: LocalizedText;
  year: number;
  isAdult: boolean;
  isCartoon: boolean;
  ratingImdb: number | null;
  ratingKinopoisk: number | null;
  duration: number;
  season: number | null;
  series: number | null;
  isAnnouncement: boolean;
  lostContent: boolean;
  isFree: boolean;
  hasAd: boolean;
  hasPackshot: boolean;
  playbackPoints: PlaybackPoint[];
  genres: number[];
  countries: number[];
}

export interface PlaybackPoint {
  type: 'intro' | 'credits';
  start: number;
  end?: number;
  button: { action: 'skip' | 'start' | 'next' | 'finish' };
}

const ORDINARY_AGES = [0, 6, 12, 16];
const KIDS_AGES = [0, 6];
const ADULT_AGE = 18;

/** Intro of the demo media in ms; one in three titles omits `end`, which clients default to start + 8000. */
function introPoint(random: Random): PlaybackPoint {
  const start = random.int(1, 4) * 1000;
  return random.chance(0.33)
    ? { type: 'intro', start, button: { action: 'skip' } }
    : { type: 'intro', start, end: start + random.int(6, 12) * 1000, button: { action: 'skip' } };
}

function rating(random: Random, id: number, nullEvery: number, zeroEvery: number): number | null {
  if (id % nullEvery === 0) return null;
  if (id % zeroEvery === 0) return 0;
  return Math.round((4.5 + random.next() * 4.5) * 10) / 10;
}

function description(random: Random, extra?: LocalizedText): LocalizedText {
  const first = random.pick(STORY_HOOKS);
  let second = random.pick(STORY_HOOKS);
  if (second === first) second = STORY_HOOKS[(STORY_HOOKS.indexOf(first) + 1) % STORY_HOOKS.length];
  const join = (lang: keyof LocalizedText) => [first[lang], second[lang], extra?.[lang]].filter(Boolean).join(' ');
  return { ru: join('ru'), en: join('en'), kk: join('kk'), uz: join('uz') };
}

function kindOf(id: number): { type: SeedContent['contentType']; library: number; kids: boolean } {
  if (inRange(id, DEMO_RANGES.premiere)) return { type: 'movie', library: LIBRARY.premiere, kids: false };
  if (inRange(id, DEMO_RANGES.kidsMovies)) return { type: 'movie', library: LIBRARY.kids, kids: true };
  if (inRange(id, DEMO_RANGES.kidsSeries)) return { type: 'series', library: LIBRARY.kids, kids: true };
  if (inRange(id, DEMO_RANGES.series) || inRange(id, DEMO_RANGES.lateSeries)) {
    return { type: 'series', library: LIBRARY.series, kids: false };
  }
  if (inRange(id, DEMO_RANGES.programs)) return { type: 'program', library: LIBRARY.cinema, kids: false };
  return { type: 'movie', library: LIBRARY.cinema, kids: false };
}

const suffix4k = (title: LocalizedText): LocalizedText => ({
  ru: `${title.ru} 4K`,
  en: `${title.en} 4K`,
  kk: `${title.kk} 4K`,
  uz: `${title.uz} 4K`,
});

/** ~200 top-level titles plus the seasons and episodes of every series, fully determined by `currentYear`. */
export function generateContents(currentYear: number): SeedContent[] {
  const random = createRandom(20260101);
  const combos = ADJECTIVES.flatMap((adjective) => NOUNS.map((subject) => composeTitle(adjective, subject)));
  const order = combos.map((_, index) => index).sort((a, b) => ((a * 7919) % 227) - ((b * 7919) % 227));
  const contents: SeedContent[] = [];
  let nextChildId = FIRST_CHILD_ID;

  for (let id = 1; id <= DEMO_RANGES.programs[1]; id += 1) {
    const kind = kindOf(id);
    const adult = ADULT_CONTENT_IDS.includes(id);
    const linked = LINKED_TITLES[id];
    const baseTitle = linked?.title ?? combos[order[id - 1]];
    const title = inRange(id, DEMO_RANGES.movies4k) ? suffix4k(baseTitle) : baseTitle;
    const genres = linked
      ? linked.genres
      : adult
        ? [GENRE.adult, GENRE.romance]
        : kind.kids
          ? [GENRE.animation, GENRE.family]
          : kind.type === 'program'
            ? [random.chance(0.5) ? GENRE.entertainment : GENRE.documentary]
            : [random.pick(STORY_GENRES), random.pick(STORY_GENRES)].filter((g, i, all) => all.indexOf(g) === i);
    const age = linked?.age ?? (adult ? ADULT_AGE : random.pick(kind.kids ? KIDS_AGES : ORDINARY_AGES));
    const year =
      linked?.year ??
      (kind.library === LIBRARY.premiere ? currentYear - random.int(0, 1) : random.int(1962, currentYear - 1));
    const episodic = kind.type === 'series';
    const item: SeedContent = {
      id,
      slug: `${slugify(title.en ?? title.ru)}-${id}`,
      libraryId: kind.library,
      contentType: kind.type,
      parentId: null,
      age,
      title,
      original: title.en ?? title.ru,
      description: description(random),
      year,
      isAdult: adult,
      isCartoon: kind.kids,
      ratingImdb: linked?.ratings?.imdb ?? rating(random, id, 11, 13),
      ratingKinopoisk: linked?.ratings?.kinopoisk ?? rating(random, id, 9, 17),
      duration: episodic ? 0 : kind.type === 'program' ? random.int(30, 60) * 60 : random.int(80, 150) * 60,
      season: null,
      series: null,
      isAnnouncement: false,
      lostContent: LOST_CONTENT_IDS.includes(id),
      isFree: FREE_CONTENT_IDS.includes(id),
      hasAd: id !== DRM_CONTENT_ID && (FREE_CONTENT_IDS.includes(id) || id % 10 === 0),
      hasPackshot: kind.library === LIBRARY.premiere || id % 7 === 0,
      playbackPoints: !episodic && (id % 4 === 0 || id === DRM_CONTENT_ID) ? [introPoint(random)] : [],
      genres,
      countries: linked
        ? linked.countries.map((code) => COUNTRIES.find((country) => country.code === code)?.id ?? 0).filter(Boolean)
        : [random.pick(COUNTRIES).id, random.pick(COUNTRIES).id].filter((c, i, all) => all.indexOf(c) === i),
    };
    contents.push(item);
    if (episodic) nextChildId = addSeasons(contents, item, random, nextChildId, linked);
  }
  return contents;
}

function addSeasons(
  contents: SeedContent[],
  series: SeedContent,
  random: Random,
  firstId: number,
  linked: LinkedTitle | undefined,
): number {
  let nextId = firstId;
  const seasonCount = linked?.seasons ?? random.int(1, 3);
  for (let season = 1; season <= seasonCount; season += 1) {
    const seasonId = nextId++;
    contents.push({
      ...series,
      id: seasonId,
      slug: `${series.slug.replace(/-\d+$/, '')}-season-${season}-${seasonId}`,
      contentType: 'season',
      parentId: series.id,
      title: { ru: `Сезон ${season}`, en: `Season ${season}`, kk: `${season}-маусым`, uz: `${season}-mavsum` },
      description: series.description,
      year: Math.min(series.year + season - 1, series.year + 2),
      season,
      playbackPoints: [],
    });
    const episodeCount = linked?.episodes ?? random.int(4, 8);
    for (let episode = 1; episode <= episodeCount; episode += 1) {
      const episodeId = nextId++;
      const announced = isAnnouncedSeries(series.id) && season === seasonCount && episode === episodeCount;
      contents.push({
        ...series,
        id: episodeId,
        slug: `${series.slug.replace(/-\d+$/, '')}-s${season}e${episode}-${episodeId}`,
        contentType: 'episode',
        parentId: seasonId,
        title: { ru: `Серия ${episode}`, en: `Episode ${episode}`, kk: `${episode}-бөлім`, uz: `${episode}-qism` },
        description: description(random),
        duration: random.int(22, 55) * 60,
        season,
        series: episode,
        isAnnouncement: announced,
        isFree: series.isFree,
        playbackPoints: [introPoint(random)],
      });
    }
  }
  return nextId;
}
