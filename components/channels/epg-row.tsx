'use client';

import { useLocale } from 'next-intl';
import { memo } from 'react';
import { localizedHref } from '@/lib/i18n/locale-paths';
import type { Channel } from '@/lib/api/types/channels';
import type { EpgItem } from '@/lib/api/types/channels';
import {
  EPG_HEADER_HEIGHT,
  EPG_ROW_HEIGHT,
  itemsInWindow,
  secToPx,
  timeToX,
  type EpgTimeline,
} from '@/lib/channels/epg-layout';
import { channelClockSec } from '@/lib/channels/vitrina';
import { SCHEDULE_CLICK_ERRORS } from '@/lib/rules/archive';
import { preloadPlayer } from '@/player/react/preload';
import styles from './epg-grid.module.css';
import { LockIcon } from './icons';
import { programmeClick } from './open-programme';

type ItemState = 'live' | 'archive' | 'banned' | 'future';

/** A programme's look is what a click on it does (openProgramme): archive only where the archive rules allow it. */
function itemState(item: EpgItem, channel: Channel, nowSec: number): ItemState {
  const click = programmeClick(channel, item, nowSec);
  if (click.kind !== 'error') return click.kind;
  return click.error === SCHEDULE_CLICK_ERRORS.fromFuture ? 'future' : 'banned';
}

export interface EpgRowProps {
  channel: Channel;
  index: number;
  /** The channel's loaded programmes, undefined while they load. */
  items: EpgItem[] | undefined;
  startSec: number;
  endSec: number;
  nowSec: number;
  timeline: EpgTimeline;
  href: string;
  /** The grid's one tab stop when it is in this row: null for the channel cell, else a programme id. */
  tabStop: number | null | undefined;
  /** A narrow grid has room for the logo alone. */
  nameHidden: boolean;
  lockedLabel: string;
  timeLabel: (sec: number) => string;
  programmeLabel: (item: EpgItem, channel: Channel) => string;
  onOpen: (channel: Channel, item: EpgItem | null) => void;
  onFocusCell: (row: number, item: EpgItem | null) => void;
}

/** One channel of the EPG grid: its sticky channel cell and the programmes inside the rendered hours. */
export const EpgRow = memo(function EpgRow(props: EpgRowProps) {
  const { channel, index, items, timeline, tabStop } = props;
  const locale = useLocale();
  // A vitrina picture runs 360 s behind the grid's now-line: its row is read on its own clock, marked in the row.
  const nowSec = channelClockSec(props.nowSec, channel);
  const delayed = nowSec !== props.nowSec;
  const shown = items ? itemsInWindow(items, props.startSec, props.endSec) : [];
  // The tab stop must exist even when the viewer scrolled it out of the rendered hours.
  if (typeof tabStop === 'number' && !shown.some((item) => item.id === tabStop)) {
    const focused = items?.find((item) => item.id === tabStop);
    if (focused) shown.push(focused);
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={styles.row}
      style={{ top: EPG_HEADER_HEIGHT + index * EPG_ROW_HEIGHT, height: EPG_ROW_HEIGHT }}
      data-channel-row={channel.id}
    >
      <a
        role="rowheader"
        href={localizedHref(props.href, locale)}
        className={styles.channel}
        style={{ width: timeline.columnPx }}
        tabIndex={tabStop === null ? 0 : -1}
        data-epg-channel={index}
        onPointerEnter={preloadPlayer}
        onFocus={() => {
          preloadPlayer();
          props.onFocusCell(index, null);
        }}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          props.onOpen(channel, null);
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- platform SVG logos at a fixed size */}
        <img src={channel.cover.src} alt="" width={36} height={36} loading="lazy" decoding="async" />
        <span className={props.nameHidden ? styles.channelNameHidden : styles.channelName}>{channel.name}</span>
        {!channel.isPurchased && (
          <LockIcon className={styles.lock} label={props.lockedLabel} />
        )}
      </a>
      {items === undefined && (
        <span
          className={styles.loading}
          style={{ left: timeline.columnPx + timeToX(timeline, Math.max(props.startSec, timeline.originSec)) }}
        />
      )}
      {delayed && (
        <span
          className={styles.rowNow}
          style={{ transform: `translateX(${timeline.columnPx + timeToX(timeline, nowSec)}px)` }}
          aria-hidden="true"
          data-testid="epg-row-now"
        />
      )}
      {shown.map((item) => {
        const state = itemState(item, channel, nowSec);
        const start = Math.max(item.startSec, timeline.originSec);
        const end = Math.min(item.startSec + item.durationSec, timeline.endSec);
        return (
          <button
            key={item.id}
            type="button"
            role="gridcell"
            className={`${styles.item} ${styles[state]}`}
            style={{ left: timeline.columnPx + timeToX(timeline, start), width: secToPx(end - start) }}
            tabIndex={tabStop === item.id ? 0 : -1}
            data-epg-item={item.id}
            data-state={state}
            data-start={item.startSec}
            aria-label={props.programmeLabel(item, channel)}
            onPointerEnter={state === 'future' ? undefined : preloadPlayer}
            onFocus={() => {
              if (state !== 'future') preloadPlayer();
              props.onFocusCell(index, item);
            }}
            onClick={() => props.onOpen(channel, item)}
          >
            <span className={styles.itemTitle}>{item.title}</span>
            <span className={styles.itemTime}>{props.timeLabel(item.startSec)}</span>
          </button>
        );
      })}
    </div>
  );
});
