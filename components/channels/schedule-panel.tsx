'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ScheduleItem } from '@/lib/api/types/channels';
import type { ScheduleState } from '@/lib/channels/schedule-loader';
import { entriesOfDay, initialScheduleDay, scheduleDays } from '@/lib/channels/schedule-days';
import { isLiveProgramme } from '@/lib/rules/archive';
import { NO_PROGRAM_WARNING, programmeProgressPercent, visibleScheduleEntries } from '@/lib/rules/schedule-window';
import { LIST_FOCUS_SELECTOR, listKeyTarget } from '@/lib/channels/list-keys';
import visuallyHidden from '@/components/ui/visually-hidden.module.css';
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

  const dayFocus = useRef(false);
  useEffect(() => {
    // Seven archive days come first: keep the chosen day in the middle of the switcher, scrolling the switcher alone.
    // scrollIntoView scrolled the page too: on a phone the schedule loads below the channel list, and the page jumped
    // to it (Lighthouse's layout shift on /channels).
    centreInStrip(selectedDay.current);
    if (dayFocus.current) selectedDay.current?.focus();
    dayFocus.current = false;
  }, [shownDay, state.status]);

  const onListKeyDown = (event: React.KeyboardEvent<HTMLOListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      const card = document.querySelector<HTMLElement>(LIST_FOCUS_SELECTOR);
      if (card) {
        event.preventDefault();
        card.focus();
      }
      return;
    }
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const next = listKeyTarget(event.key, buttons.indexOf(event.target as HTMLButtonElement), buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next].focus();
  };

  const onDaysKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const index = (shownDay ? days.indexOf(shownDay) : -1) + step;
    if (!step || index < 0 || index >= days.length) return;
    event.preventDefault();
    setPicked({ items: state.items, day: days[index] });
    dayFocus.current = true;
  };

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
      <div className={styles.days} role="tablist" aria-label={t('days')} onKeyDown={onDaysKeyDown}>
        {days.map((value) => (
          <button
            key={value}
            ref={value === shownDay ? selectedDay : undefined}
            type="button"
            role="tab"
            aria-selected={value === shownDay}
            tabIndex={value === shownDay ? 0 : -1}
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
      {/* Arrow keys (TV remote): up and down walk the programmes, left goes back to the channel list. */}
      <ol className={styles.list} data-testid="schedule" onKeyDown={onListKeyDown}>
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
                {!live && item.watchPercentage ? (
                  <>
                    <span className={styles.watched} aria-hidden="true" data-testid="schedule-watched">
                      <span style={{ width: `${item.watchPercentage}%` }} />
                    </span>
                    <span className={visuallyHidden.srOnly}>{t('watchedPercent', { percent: item.watchPercentage })}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Scrolls the strip holding `button` (its parent) sideways so the button sits in its middle; the page stays put. */
function centreInStrip(button: HTMLElement | null) {
  const strip = button?.parentElement;
  if (!button || !strip) return;
  const [own, around] = [button.getBoundingClientRect(), strip.getBoundingClientRect()];
  strip.scrollLeft += own.left + own.width / 2 - (around.left + around.width / 2);
}
