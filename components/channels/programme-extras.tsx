'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { getBrowserApi } from '@/lib/api/browser';
import { getProgrammeSchedule } from '@/lib/api/channels';
import type { ScheduleItem } from '@/lib/api/types/channels';
import { episodeEntries, otherProgrammes } from '@/lib/channels/programme-lists';
import styles from './channel-view.module.css';
import { debugLog } from '@/lib/debug-log';

export interface ProgrammeExtrasProps {
  programme: ScheduleItem | null;
  schedule: readonly ScheduleItem[];
  nowSec: number;
  /** Plays an airing under the schedule's rules (live, archive, or the spec's alert). */
  onSelect: (item: ScheduleItem) => void;
}

/** The airings of a series programme, loaded once per programme; [] for anything else or when the call fails. */
function useSeriesAirings(programme: ScheduleItem | null): ScheduleItem[] {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ id: number; items: ScheduleItem[] } | null>(null);
  const id = programme?.episode ? programme.id : null;
  useEffect(() => {
    if (id === null) return;
    let cancelled = false;
    getProgrammeSchedule(getBrowserApi(locale), id).then(
      (items) => !cancelled && setLoaded({ id, items }),
      (error: unknown) => debugLog.warn('[channels] episodes failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [id, locale]);
  return loaded && loaded.id === id ? loaded.items : [];
}

/** Episodes of the series on air and the channel's other programmes (live-channels.md section 2, "Channel page"). */
export function ProgrammeExtras({ programme, schedule, nowSec, onSelect }: ProgrammeExtrasProps) {
  const t = useTranslations('channels');
  const format = useFormatter();
  const airings = useSeriesAirings(programme);
  const episodes = episodeEntries(airings, nowSec);
  const others = otherProgrammes(schedule, programme, nowSec);
  const when = (item: ScheduleItem) =>
    format.dateTime(new Date(item.startSec * 1000), { weekday: 'short', hour: '2-digit', minute: '2-digit' });

  return (
    <>
      {episodes.length > 0 && (
        <section className={styles.extras} aria-labelledby="channel-episodes">
          <h3 id="channel-episodes">{t('episodesTitle')}</h3>
          <ul className={styles.extrasList}>
            {episodes.map(({ item, isAnnouncement }) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.extra}
                  aria-current={item.id === programme?.id ? 'true' : undefined}
                  data-announcement={isAnnouncement || undefined}
                  onClick={() => (isAnnouncement ? showAlert('channels.warning_episode_announcement') : onSelect(item))}
                >
                  <span>{t('episodeShort', { season: item.episode!.season, series: item.episode!.series })}</span>
                  <span className={styles.extraTitle}>{item.episode!.title}</span>
                  <span className={styles.extraMeta}>{isAnnouncement ? t('announcement') : when(item)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section className={styles.extras} aria-labelledby="channel-other-programmes">
          <h3 id="channel-other-programmes">{t('otherProgrammesTitle')}</h3>
          <ul className={styles.extrasList}>
            {others.map((item) => (
              <li key={item.id}>
                <button type="button" className={styles.extra} onClick={() => onSelect(item)}>
                  <span className={styles.extraTitle}>{item.program.title}</span>
                  <span className={styles.extraMeta}>{when(item)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
