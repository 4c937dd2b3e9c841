import { getTranslations } from 'next-intl/server';
import { NotStoredMark } from '@/components/cache/not-stored-mark';
import { isAliasReference } from '@/lib/cache/alias-address';
import { ModalPage } from '@/components/modals/modal-page';
import type { PersonPageData } from '@/lib/pages/person-page';
import { personHref } from '@/lib/catalogue/rows';
import { breadcrumbLd, personLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { Description } from '../content/description';
import { LazyPersonFavorite } from './lazy-person-favorite';
import { PersonFilmography } from './person-filmography';
import { Artwork } from '../artwork';
import styles from '../content/content.module.css';

/** /persons/{slug or id}: name, image, biography and filmography as a modal page (catalogue-vod-billing.md section 2). */
export async function PersonView({ reference, person, filmography, origin }: PersonPageData) {
  const [t, meta] = await Promise.all([getTranslations('catalogue'), getTranslations('meta')]);
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
            <LazyPersonFavorite personId={person.id} />
            <Description text={person.bio} variant="plain" />
          </div>
        </div>
        <PersonFilmography {...filmography} />
      </article>
    </ModalPage>
  );
}
