import { localizedHref } from '@/lib/i18n/locale-paths';
import type { Content, ContentSummary, Person } from '@/lib/api/types/catalogue';
import type { FaqItem, NewsItem } from '@/lib/api/types/platform';

/** schema.org structured data for the public pages; every builder returns a plain JSON-LD object. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

function ldType(contentType: ContentSummary['contentType']): string {
  switch (contentType) {
    case 'series':
    case 'serial':
      return 'TVSeries';
    case 'season':
      return 'TVSeason';
    case 'episode':
      return 'TVEpisode';
    default:
      return 'Movie';
  }
}

function poster(content: ContentSummary): string | undefined {
  return content.cover.src2x3 ?? content.images[0]?.src ?? undefined;
}

function rating(content: ContentSummary): JsonLd | undefined {
  const value = content.ratings.imdb ?? content.ratings.kinopoisk;
  return value ? { '@type': 'AggregateRating', ratingValue: value, bestRating: 10, ratingCount: 1 } : undefined;
}

export function contentLd(content: Content, url: string): JsonLd {
  const people = (role: string) =>
    content.persons
      .filter((person) => person.role === role)
      .map((person) => ({ '@type': 'Person', name: person.name }));
  const directors = people('director');
  const actors = people('actor');
  return {
    '@context': CONTEXT,
    '@type': ldType(content.contentType),
    name: content.title,
    url,
    description: content.description || undefined,
    image: poster(content),
    dateCreated: content.year ? String(content.year) : undefined,
    genre: content.genres.map((genre) => genre.name),
    contentRating: content.age >= 0 ? `${content.age}+` : undefined,
    director: directors.length ? directors : undefined,
    actor: actors.length ? actors : undefined,
    aggregateRating: rating(content),
    episodeNumber: content.contentType === 'episode' ? (content.episode ?? undefined) : undefined,
    partOfSeason:
      content.contentType === 'episode' && content.season
        ? { '@type': 'TVSeason', seasonNumber: content.season }
        : undefined,
  };
}

export function personLd(person: Person, url: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: person.name,
    url,
    image: person.image ?? undefined,
    description: person.bio || undefined,
    birthDate: person.birthYear ? String(person.birthYear) : undefined,
  };
}

export function itemListLd(name: string, url: string, items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

/** The home page names the site and how to search it. */
export function websiteLd(name: string, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The programme a channel airs now (channel pages): a live BroadcastEvent published on the channel's service. */
export function broadcastEventLd(
  programme: { title: string; startSec: number; durationSec: number },
  channel: { name: string; url: string },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BroadcastEvent',
    name: programme.title,
    startDate: new Date(programme.startSec * 1000).toISOString(),
    endDate: new Date((programme.startSec + programme.durationSec) * 1000).toISOString(),
    isLiveBroadcast: true,
    publishedOn: { '@type': 'BroadcastService', name: channel.name, url: channel.url },
  };
}

/** /faq: each question with its accepted answer, as search engines read FAQ pages. */
export function faqPageLd(items: FaqItem[], url: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** /news/{id}: the article, published by the site. */
export function newsArticleLd(item: NewsItem, url: string, siteName: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    url,
    articleBody: item.text,
    datePublished: item.publishedAt,
    publisher: { '@type': 'Organization', name: siteName },
  };
}

/** JSON for a script tag: `<` escaped so text from the catalogue cannot close the tag. */
export function serializeLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org types whose `inLanguage` names the language of the page's text (CreativeWork, Event and kin). */
const LANGUAGE_TYPES = new Set(['Movie', 'TVSeries', 'TVSeason', 'TVEpisode', 'WebSite', 'FAQPage', 'NewsArticle', 'BroadcastEvent']);

/**
 * Structured data of a page in one language (issue 33): this site's addresses in it point at that language's
 * versions, and the works it describes state the language in `inLanguage`. Builders stay language-free.
 */
export function localizeLd<T extends JsonLd | JsonLd[]>(data: T, origin: string, locale: string): T {
  const visit = (value: unknown, top: boolean): unknown => {
    if (typeof value === 'string') {
      return value.startsWith(`${origin}/`) ? `${origin}${localizedHref(value.slice(origin.length), locale)}` : value;
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, top));
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, item]) => [key, visit(item, false)]);
    const typed = top && LANGUAGE_TYPES.has(String((value as JsonLd)['@type']));
    return Object.fromEntries(typed ? [...entries, ['inLanguage', locale]] : entries);
  };
  return visit(data, true) as T;
}
