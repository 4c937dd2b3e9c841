'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Season } from '@/lib/api/types/catalogue';
import { contentImage, watchHref } from '@/lib/catalogue/rows';
import { openMessage } from '@/lib/modals';
import { EPISODES_FIRST_PAGE, visibleEpisodes } from '@/lib/rules/content-rules';
import { Artwork } from '../artwork';
import styles from './content.module.css';
import { useEpisodes } from './use-episodes';

/**
 * Seasons and their episodes: the first 25 then "show all" (section 9); an announced episode only warns
 * (section 5). The grid shows 2, 3 or 4 episodes a line by width (content.module.css; episodes-layout.test.ts).
 * The operator names no season, so a tab reads "Season N". The season of the page's episode (or the page's season)
 * opens first.
 */
export function EpisodeList({
  contentId,
  seasons: initialSeasons,
  currentId,
  currentSeason,
}: {
  contentId: number;
  seasons: Season[];
  currentId: number;
  currentSeason: number | null;
}) {
  const t = useTranslations('catalogue');
  const seasons = useEpisodes(contentId, initialSeasons);
  const initial = Math.max(
    0,
    seasons.findIndex(
      (season) =>
        season.episodes.some((episode) => episode.id === currentId) ||
        (currentSeason !== null && season.season === currentSeason),
    ),
  );
  const seasonTitle = (item: Season) =>
    item.season === null ? t('episodes') : t('seasonTitle', { number: item.season });
  const [selected, setSelected] = useState(initial);
  const [showAll, setShowAll] = useState(false);
  const season = seasons[selected];
  if (!season) return null;
  const episodes = visibleEpisodes(season.episodes, showAll);
  return (
    <section className={styles.section} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={styles.sectionTitle}>
        {t('episodes')}
      </h2>
      {seasons.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label={t('seasons')}>
          {seasons.map((item, index) => (
            <button
              key={item.season ?? 'none'}
              type="button"
              role="tab"
              aria-selected={index === selected}
              className={index === selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => {
                setSelected(index);
                setShowAll(false);
              }}
            >
              {seasonTitle(item)}
            </button>
          ))}
        </div>
      ) : null}
      {/* The panel wraps the list: a list given the tabpanel role no longer counts as a list for its items. */}
      <div role="tabpanel" aria-label={seasonTitle(season)}>
        <ul className={styles.episodes}>
          {episodes.map((episode) => {
            const src = contentImage(episode, false);
            const body = (
              <>
                {src ? (
                  <Artwork src={src} alt="" width={285} height={160} loading="lazy" className={styles.episodeImage} />
                ) : null}
                <span className={styles.episodeTitle}>
                  {t('episodeNumber', { number: episode.episode ?? 0 })}. {episode.title}
                </span>
                {episode.isAnnouncement ? <span className={styles.badge}>{t('announcement')}</span> : null}
              </>
            );
            return (
              <li key={episode.id} data-testid="episode">
                {episode.isAnnouncement ? (
                  <button
                    type="button"
                    className={styles.episode}
                    onClick={() => openMessage({ title: episode.title, text: t('announcementWarning'), icon: 'info' })}
                  >
                    {body}
                  </button>
                ) : (
                  <LocalizedLink
                    href={watchHref(episode)}
                    className={styles.episode}
                    aria-current={episode.id === currentId ? 'page' : undefined}
                  >
                    {body}
                  </LocalizedLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {!showAll && season.episodes.length > EPISODES_FIRST_PAGE ? (
        <button type="button" className={styles.linkButton} onClick={() => setShowAll(true)}>
          {t('showAllEpisodes', { count: season.episodes.length })}
        </button>
      ) : null}
    </section>
  );
}
