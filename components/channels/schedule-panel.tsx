'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ScheduleItem } from '@/lib/api/types/channels';
import type { ScheduleState } from '@/lib/channels/schedule-loader';
import { entriesOfDay, initialScheduleDay, scheduleDays } from '@/lib/channels/schedule-days';
import { isLiveProgramme } from '@/lib/rules/archive';
import { NO_PROGRAM_WARNING, programmeProgressPercent, visibleScheduleEntries } from '@/lib/rules/schedule-window';
import styles from './schedule-panel.module.css';

export interface SchedulePanelProps {
  state: ScheduleState;
  nowSec: number;
  /** The programme being watched (live or from the archive). */
  playingId: number | null;
  onSelect: (item: ScheduleItem) => void;
}

/** The schedule with a day switcher; today starts two entries before the one airing now (live-channels.md section 4). */
export function SchedulePanel({ state, nowSec, playingId, onSelect }: SchedulePanelProps) {
  const t = useTranslations('channels');
  const format = useFormatter();
  const days = scheduleDays(state.items);
  // A day picked in one schedule does not carry over to another channel's schedule.
  const [picked, setPicked] = useState<{ items: ScheduleItem[]; day: string } | null>(null);
  const day = picked?.items === state.items ? picked.day : null;
  const selectedDay = useRef<HTMLButtonElement>(null);
  const today = initialScheduleDay(state.items, nowSec);
  const shownDay = day && days.includes(day) ? day : today;
  const entries = entriesOfDay(state.items, shownDay);
  const visible = shownDay === today ? visibleScheduleEntries(entries, nowSec) : entries;

  useEffect(() => {
    // Seven archive days come first: keep the chosen day in view of the switcher.
    selectedDay.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [shownDay, state.status]);

  if (state.status === 'loading')
    return (
      <p className={styles.status} role="status">
        {t('status_loading')}
      </p>
    );
  if (state.status === 'failed' || state.items.length === 0)
    return (
      <p className={styles.status} role="status">
        {t(NO_PROGRAM_WARNING)}
      </p>
    );

  return (
    <section className={styles.panel} aria-label={t('scheduleTab')}>
      <div className={styles.days} role="tablist" aria-label={t('days')}>
        {days.map((value) => (
          <button
            key={value}
            ref={value === shownDay ? selectedDay : undefined}
            type="button"
            role="tab"
            aria-selected={value === shownDay}
            className={styles.day}
            onClick={() => setPicked({ items: state.items, day: value })}
          >
            {format.dateTime(new Date(`${value}T12:00:00Z`), {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              timeZone: 'UTC',
            })}
          </button>
        ))}
      </div>
      <ol className={styles.list} data-testid="schedule">
        {visible.map((item) => {
          const live = isLiveProgramme(item, nowSec);
          const past = item.startSec + item.durationSec <= nowSec;
          return (
            <li key={item.id}>
              <button
                type="button"
                className={`${styles.item} ${live ? styles.live : ''} ${past ? styles.past : ''} ${item.id === playingId ? styles.playing : ''}`}
                aria-current={item.id === playingId ? 'true' : undefined}
                data-start={item.startSec}
                data-state={live ? 'live' : past ? (item.isCatchupAvailable ? 'archive' : 'banned') : 'future'}
                onClick={() => onSelect(item)}
              >
                <time className={styles.time} dateTime={new Date(item.startSec * 1000).toISOString()}>
                  {item.formattedTime}
                </time>
                <span className={styles.title}>{item.program.title}</span>
                {past && item.isCatchupAvailable && <span className={styles.badge}>{t('archive')}</span>}
                {live && <span className={styles.badge}>{t('live')}</span>}
                {live && (
                  <span className={styles.progress} aria-hidden="true">
                    <span style={{ width: `${programmeProgressPercent(item.startSec, item.durationSec, nowSec)}%` }} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
