import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NotStoredMark } from '@/components/cache/not-stored-mark';
import { isAliasReference } from '@/lib/cache/alias-address';
import { ModalPage } from '@/components/modals/modal-page';
import { personHref } from '@/lib/catalogue/rows';
import { loadFilmography, loadPerson, loadSeoMasks } from '@/lib/catalogue/server';
import { isPersonNoindex } from '@/lib/rules/content-rules';
import { breadcrumbLd, personLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { applySeoMask } from '@/lib/seo/masks';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImagePath } from '@/lib/seo/og-card';
import { siteOrigin } from '@/lib/seo/site';
import { Description } from '../content/description';
import { PersonFavorite } from './person-favorite';
import { PersonFilmography } from './person-filmography';
import { Artwork } from '../artwork';
import styles from '../content/content.module.css';

/** Titles of each kind the person page lists. */
const FILMOGRAPHY_LIMIT = 100;

async function loadAll(ref: string) {
  const person = await loadPerson(ref);
  if (!person) return null;
  const filmography = await loadFilmography(person.id, FILMOGRAPHY_LIMIT);
  const total = filmography.movies.length + filmography.series.length + filmography.programs.length;
  return { person, filmography, noindex: isPersonNoindex(ref, total) };
}

export async function personMetadata(ref: string): Promise<Metadata> {
  const [data, origin, t, masks] = await Promise.all([
    loadAll(ref),
    siteOrigin(),
    getTranslations('catalogue'),
    loadSeoMasks(),
  ]);
  if (!data) return {};
  const { person, noindex } = data;
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

/** /persons/{slug or id}: name, image, biography and filmography as a modal page (catalogue-vod-billing.md section 2). */
export async function PersonRoute({ reference }: { reference: string }) {
  const [data, origin, t, meta] = await Promise.all([
    loadAll(reference),
    siteOrigin(),
    getTranslations('catalogue'),
    getTranslations('meta'),
  ]);
  if (!data) notFound();
  const { person, filmography } = data;
  const url = `${origin}${personHref(person)}`;
  return (
    <ModalPage title={person.name} fallbackHref="/">
      {isAliasReference(reference, person) ? <NotStoredMark reason="alias" /> : null}
      <article className={styles.content}>
        <JsonLdScript
          data={[
            personLd(person, url),
            breadcrumbLd([
              { name: meta('siteName'), url: `${origin}/` },
              { name: person.name, url },
            ]),
          ]}
        />
        <div className={styles.hero}>
          {person.image ? (
            <Artwork
              src={person.image}
              alt={person.name}
              width={240}
              height={360}
              priority
              className={styles.poster}
            />
          ) : null}
          <div className={styles.info}>
            <ul className={styles.tags}>
              {person.roles.map((role) => (
                <li key={role}>{t.has(`role.${role}`) ? t(`role.${role}`) : role}</li>
              ))}
              {person.birthYear ? <li>{t('born', { year: person.birthYear })}</li> : null}
            </ul>
            <PersonFavorite personId={person.id} />
            <Description text={person.bio} variant="plain" />
          </div>
        </div>
        <PersonFilmography {...filmography} />
      </article>
    </ModalPage>
  );
}
