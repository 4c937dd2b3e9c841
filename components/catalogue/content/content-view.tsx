import { Activity } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Catchup, Content, ContentSummary, Season } from '@/lib/api/types/catalogue';
import { PAGE_SET_TEMPLATES } from '@/lib/catalogue/analytics-sets';
import { contentHref, personHref, rowHref } from '@/lib/catalogue/rows';
import { archiveHref } from '@/lib/catalogue/watch-target';
import { ageMarks, ratingColor, shownRating, similarItems } from '@/lib/rules/content-rules';
import { FIRST_SCREEN_CARDS } from '@/lib/rules/row-layout';
import { IntentLink } from '@/components/ui/intent-link';
import { ContentCard } from '../cards';
import { SliderArrows } from '../slider-arrows';
import { Description } from './description';
import { LazyEpisodeList } from './lazy-episode-list';
import { LazyWatchActions } from './lazy-watch-actions';
import { Artwork } from '../artwork';
import catalogue from '../catalogue.module.css';
import styles from './content.module.css';

export interface ContentViewProps {
  content: Content;
  seasons: Season[];
  airings: Catchup[];
  similar: ContentSummary[];
  channelNames: Map<number, string>;
}

function Ratings({ content }: { content: Content }) {
  const list = [
    ['IMDb', shownRating(content.ratings.imdb)],
    ['KP', shownRating(content.ratings.kinopoisk)],
  ] as const;
  return (
    <>
      {list.map(([name, value]) =>
        value == null ? null : (
          <span key={name} className={`${styles.rating} ${ratingColor(value) === 'green' ? styles.green : styles.grey}`}>
            {name} {value.toFixed(1)}
          </span>
        ),
      )}
    </>
  );
}

/** The content card (catalogue-vod-billing.md section 2): breadcrumb, tags, ratings, persons, description, episodes, airings, similar. */
export async function ContentView({ content, seasons, airings, similar, channelNames }: ContentViewProps) {
  const t = await getTranslations('catalogue');
  const format = await getFormatter();
  const poster = content.cover.src2x3 ?? content.images.find((image) => image.type === 'poster')?.src ?? null;
  const minutes = content.durationSec > 0 ? Math.round(content.durationSec / 60) : 0;
  const shownSimilar = similarItems(similar).filter((item) => !item.is4k);
  return (
    <article className={styles.content}>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <IntentLink href="/">{t('home')}</IntentLink>
          </li>
          {content.breadcrumbs.map((crumb) => (
            <li key={crumb.id}>
              <IntentLink href={contentHref(crumb)}>{crumb.title}</IntentLink>
            </li>
          ))}
          <li aria-current="page">{content.title}</li>
        </ol>
      </nav>
      <div className={styles.hero}>
        {poster ? <Artwork src={poster} alt={content.title} width={240} height={360} priority className={styles.poster} /> : null}
        <div className={styles.info}>
          {content.original && content.original !== content.title ? <p className={styles.original}>{content.original}</p> : null}
          <ul className={styles.tags} aria-label={t('tags')}>
            {content.year ? <li>{content.year}</li> : null}
            {content.countries.map((country) => (
              <li key={country.id}>{country.name}</li>
            ))}
            {content.genres.map((genre) => (
              <li key={genre.id}>{genre.rowSlug || genre.rowId ? <IntentLink href={rowHref({ id: genre.rowId, slug: genre.rowSlug ?? '' })}>{genre.name}</IntentLink> : genre.name}</li>
            ))}
            {minutes ? <li>{t('minutes', { count: minutes })}</li> : null}
            {ageMarks(content).map((mark) => (
              <li key={mark} className={styles.age}>
                {mark}
              </li>
            ))}
            <li className={styles.ratings}>
              <Ratings content={content} />
            </li>
          </ul>
          {content.isLost ? (
            <div className={styles.lost} role="note" data-testid="lost-content">
              <strong>{t('lostTitle')}</strong>
              <p>{t('lostText')}</p>
            </div>
          ) : (
            <LazyWatchActions
              content={{
                id: content.id,
                slug: content.slug,
                title: content.title,
                contentType: content.contentType,
                libraryId: content.libraryId,
                age: content.age,
                isAdult: content.isAdult,
              }}
            />
          )}
          {content.trailers.length > 0 ? (
            <IntentLink href={`/trailers/${content.trailers[0].id}`} className={styles.secondary}>
              {t('trailer')}
            </IntentLink>
          ) : null}
        </div>
        {/* Apart from the facts and actions, so on a phone they sit beside a small poster and this runs full width below. */}
        <div className={styles.about}>
          <Description text={content.description} variant="card" />
          {content.persons.length > 0 ? (
            <dl className={styles.persons}>
              {(['director', 'actor', 'producer', 'writer', 'composer', 'presenter', 'editor'] as const).map((role) => {
                const people = content.persons.filter((person) => person.role === role);
                return people.length === 0 ? null : (
                  <div key={role}>
                    <dt>{t(`role.${role}`)}</dt>
                    <dd>
                      {people.map((person, index) => (
                        <span key={person.id}>
                          {index > 0 ? ', ' : null}
                          <IntentLink href={personHref(person)}>{person.name}</IntentLink>
                        </span>
                      ))}
                    </dd>
                  </div>
                );
              })}
            </dl>
          ) : null}
        </div>
      </div>
      {seasons.length > 0 ? (
        <LazyEpisodeList
          contentId={content.id}
          seasons={seasons}
          currentId={content.id}
          currentSeason={content.contentType === 'series' ? null : content.season}
        />
      ) : null}
      {airings.length > 0 ? (
        <section className={styles.section} aria-labelledby="airings-title">
          <h2 id="airings-title" className={styles.sectionTitle}>
            {t('airings')}
          </h2>
          <ul className={styles.airings}>
            {airings.map((airing) => {
              const when = format.dateTime(new Date(airing.startSec * 1000), { dateStyle: 'medium', timeStyle: 'short' });
              const channel = channelNames.get(airing.channelId) ?? t('channel', { id: airing.channelId });
              return (
                <li key={airing.id}>
                  {airing.isCatchupAvailable || airing.isCurrent ? (
                    <IntentLink href={archiveHref({ channelId: airing.channelId, startSec: airing.startSec, programId: airing.id })}>
                      {channel} · {when}
                    </IntentLink>
                  ) : (
                    <span>
                      {channel} · {when}
                    </span>
                  )}
                  {airing.isCurrent ? <span className={styles.badge}>{t('onAir')}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {shownSimilar.length > 0 ? (
        // Below the first screen: hydrated after the rest of the page has committed, at offscreen priority (as the
        // rows of page-view.tsx).
        <Activity>
          <section className={styles.section} aria-labelledby="similar-title">
            <h2 id="similar-title" className={styles.sectionTitle}>
              {t('similar')}
            </h2>
            <div className={catalogue.slider}>
              <ul
                id="similar-slider"
                className={`${catalogue.items} ${styles.similar}`}
                data-an-set="similar"
                data-an-template={PAGE_SET_TEMPLATES.similar}
              >
                {shownSimilar.map((item, index) => (
                  <li key={item.id} className={catalogue.item} data-an-item={item.id}>
                    <ContentCard content={item} vertical loading={index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'} />
                  </li>
                ))}
              </ul>
              <SliderArrows listId="similar-slider" />
            </div>
          </section>
        </Activity>
      ) : null}
    </article>
  );
}
