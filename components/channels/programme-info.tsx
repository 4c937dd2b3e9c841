'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { IntentLink } from '@/components/ui/intent-link';
import { ageLabel, ratingColor, shownRating } from '@/lib/rules/content-rules';
import styles from './channel-view.module.css';
import { FavoriteMenu } from './favorite-menu';
import { ShareButton } from './share-button';

export interface ProgrammeInfoProps {
  channel: Channel;
  programme: ScheduleItem | null;
  viewer: ChannelViewer;
  /** Episodes and other programmes, between the description and the about-channel text. */
  children?: ReactNode;
}

/** Title, tags, ratings, share and favorites, persons, description, episode and the channel's own text. */
export function ProgrammeInfo({ channel, programme, viewer, children }: ProgrammeInfoProps) {
  const t = useTranslations('channels');
  const program = programme?.program;
  const ratings: { kind: string; label: string; value: number }[] = [];
  for (const [kind, raw] of [
    ['imdb', program?.ratings.imdb],
    ['kinopoisk', program?.ratings.kinopoisk],
  ] as const) {
    const value = shownRating(raw);
    if (value !== null) ratings.push({ kind, label: t(kind === 'imdb' ? 'ratingImdb' : 'ratingKinopoisk'), value });
  }
  const age = ageLabel(program?.age ?? channel.age);

  return (
    <section className={styles.info} aria-labelledby={`programme-${channel.id}`}>
      <h2 id={`programme-${channel.id}`} className={styles.title}>
        {program ? (
          <>
            <span>{program.title}</span>
            <span className={styles.channelName}> — {channel.name}</span>
          </>
        ) : (
          channel.name
        )}
      </h2>
      <ul className={styles.tags} aria-label={t('tags')}>
        {program?.category && <li>{program.category.name}</li>}
        {program?.year && <li>{program.year}</li>}
        {program?.genres.map((genre) => {
          const row = genre.rowSlug ?? (genre.rowId !== null ? String(genre.rowId) : null);
          return (
            <li key={genre.name}>
              {row ? <IntentLink href={`/row/${encodeURIComponent(row)}`}>{genre.name}</IntentLink> : genre.name}
            </li>
          );
        })}
        {program?.countries.map((country) => (
          <li key={country}>{country}</li>
        ))}
        {age && <li>{age}</li>}
      </ul>
      <div className={styles.actions}>
        {ratings.map(({ kind, label, value }) => (
          <span
            key={kind}
            className={`${styles.rating} ${ratingColor(value) === 'grey' ? styles.ratingGrey : styles.ratingGreen}`}
          >
            {label} {value.toFixed(1)}
          </span>
        ))}
        <ShareButton title={program ? `${program.title} — ${channel.name}` : channel.name} />
        <FavoriteMenu channel={channel} programme={programme} viewer={viewer} />
      </div>
      {programme?.episode && (
        <p className={styles.episode}>
          {t('episode', { season: programme.episode.season, series: programme.episode.series })}
          {programme.episode.title ? ` · ${programme.episode.title}` : ''}
        </p>
      )}
      {program && program.persons.length > 0 && (
        <p className={styles.persons}>
          <span>{t('persons')}: </span>
          {program.persons.map((person, index) => (
            <span key={person.id}>
              {index > 0 && ', '}
              <IntentLink href={`/persons/${person.id}`}>{person.name}</IntentLink>
            </span>
          ))}
        </p>
      )}
      {program?.description && <p className={styles.description}>{program.description}</p>}
      {children}
      {channel.description && (
        <section className={styles.about}>
          <h3>{t('aboutChannel')}</h3>
          <p>{channel.description}</p>
        </section>
      )}
    </section>
  );
}
