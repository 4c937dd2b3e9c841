import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { personHref } from '@/lib/catalogue/rows';
import { loadFilmography, loadPerson, loadSeoMasks } from '@/lib/catalogue/server';
import { isPersonNoindex } from '@/lib/rules/content-rules';
import { applySeoMask } from '@/lib/seo/masks';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImagePath } from '@/lib/seo/og-card';
import { siteOrigin } from '@/lib/seo/site';

/** Titles of each kind the person page lists. */
const FILMOGRAPHY_LIMIT = 100;

/** /persons/{slug or id}, shared by the page and its metadata. Null when the person does not exist. */
export async function getPersonPage(reference: string) {
  const [person, origin] = await Promise.all([loadPerson(reference), siteOrigin()]);
  if (!person) return null;
  const filmography = await loadFilmography(person.id, FILMOGRAPHY_LIMIT);
  const total = filmography.movies.length + filmography.series.length + filmography.programs.length;
  return { reference, person, filmography, origin, noindex: isPersonNoindex(reference, total) };
}

export type PersonPageData = NonNullable<Awaited<ReturnType<typeof getPersonPage>>>;

export async function personPageMetadata(page: PersonPageData | null): Promise<Metadata> {
  if (!page) return {};
  const { person, origin, noindex } = page;
  const [t, masks] = await Promise.all([getTranslations('catalogue'), loadSeoMasks()]);
  const seo = applySeoMask(masks, 'person', {
    title: person.name,
    description: person.bio || t('personDescription', { name: person.name }),
  });
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    path: personHref(person),
    origin,
    image: `${origin}${ogImagePath('persons', person.slug || String(person.id))}`,
    noindex,
    type: 'profile',
  });
}
