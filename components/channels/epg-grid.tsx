'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { showAlert } from '@/components/alerts/alert-store';
import { getBrowserApi } from '@/lib/api/browser';
import type { Channel } from '@/lib/api/types/channels';
import type { EpgItem } from '@/lib/channels/epg-api';
import {
  EPG_CHANNEL_COLUMN,
  EPG_HEADER_HEIGHT,
  EPG_OVERSCAN_ROWS,
  EPG_PAGE_ROWS,
  EPG_ROW_HEIGHT,
  epgRequests,
  epgTimeline,
  hourMarks,
  initialScrollLeft,
  itemsInWindow,
  scrollToReveal,
  secToPx,
  timeToX,
  visibleTimeWindow,
} from '@/lib/channels/epg-layout';
import { isEpgKey, moveEpgFocus, type EpgFocus } from '@/lib/channels/epg-navigation';
import { browserEpgStore } from '@/lib/channels/epg-store';
import { navigateTo } from '@/lib/channels/navigation';
import { virtualWindow } from '@/lib/channels/virtual-window';
import { scheduleClick } from '@/lib/rules/archive';
import { preloadPlayer } from '@/player/react/preload';
import styles from './epg-grid.module.css';

export interface EpgGridProps {
  channels: Channel[];
  /** Wall-clock seconds, refreshed with the progress bars (the now-line follows it). */
  nowSec: number;
  hrefOf: (channel: Channel, ts?: number | null) => string;
}

type ItemState = 'live' | 'archive' | 'banned' | 'future';

function itemState(item: EpgItem, nowSec: number): ItemState {
  if (item.startSec > nowSec) return 'future';
  if (nowSec < item.startSec + item.durationSec) return 'live';
  return item.isCatchupAvailable ? 'archive' : 'banned';
}

/**
 * The EPG grid (issue 6, beyond the spec): channels by time on one scrolling surface with a now-line. Rows are
 * virtual and only programmes inside the visible hours exist in the DOM; their data loads per page of rows and
 * block of time. One roving tab stop: arrows move it (TV remote), Enter opens.
 */
export function EpgGrid({ channels, nowSec, hrefOf }: EpgGridProps) {
  const t = useTranslations('channels');
  const format = useFormatter();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const [store] = useState(() => browserEpgStore(getBrowserApi(locale)));
  useSyncExternalStore(store.subscribe, store.version, store.version);
  // The timeline is fixed for the life of the grid so positions do not drift while it is open.
  const [timeline] = useState(() => epgTimeline(nowSec));
  const [view, setView] = useState({ top: 0, left: initialScrollLeft(timeline, nowSec), width: 0, height: 0 });
  const [focus, setFocus] = useState<EpgFocus>({ row: 0, itemId: null, anchorSec: nowSec });
  const focusMoved = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollLeft = initialScrollLeft(timeline, nowSec);
    const measure = () =>
      setView({
        top: element.scrollTop,
        left: element.scrollLeft,
        width: element.clientWidth,
        height: element.clientHeight,
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // Opening position only: later clock ticks must not pull the viewer back to now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeline]);

  const frame = useRef<number | null>(null);
  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    // One layout per animation frame however many scroll events arrive.
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const element = ref.current;
      if (element) setView((previous) => ({ ...previous, top: element.scrollTop, left: element.scrollLeft }));
    });
  }, []);
  useEffect(() => () => void (frame.current !== null && cancelAnimationFrame(frame.current)), []);

  const rows = virtualWindow({
    scrollTop: view.top,
    viewportHeight: Math.max(0, view.height - EPG_HEADER_HEIGHT),
    rowHeight: EPG_ROW_HEIGHT,
    count: channels.length,
    overscan: EPG_OVERSCAN_ROWS,
  });
  const time = visibleTimeWindow(timeline, view.left, view.width);
  const row = Math.min(focus.row, Math.max(0, channels.length - 1));

  const requests = useMemo(
    () => (view.width > 0 ? epgRequests(timeline, rows.start, rows.end, time.startSec, time.endSec) : []),
    [timeline, rows.start, rows.end, time.startSec, time.endSec, view.width],
  );
  useEffect(() => {
    store.ensure(requests, (page) => channels.slice(page, page + EPG_PAGE_ROWS).map((channel) => channel.id));
  }, [store, requests, channels]);

  const open = useCallback(
    (channel: Channel, item: EpgItem | null) => {
      if (!item) {
        navigateTo(hrefOf(channel));
        return;
      }
      const click = scheduleClick({
        startSec: item.startSec,
        durationSec: item.durationSec,
        isCatchupAvailable: item.isCatchupAvailable,
        channelPurchased: channel.isPurchased,
        archiveDays: channel.archivedDays,
        nowSec: Math.floor(Date.now() / 1000),
      });
      if (click.kind === 'error') showAlert(`channels.${click.error}`);
      else navigateTo(hrefOf(channel, click.kind === 'archive' ? click.timestamp : null));
    },
    [hrefOf],
  );

  const itemsOfRow = useCallback(
    (index: number) => {
      const channel = channels[index];
      return channel ? store.itemsOf(channel.id) : undefined;
    },
    [channels, store],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!isEpgKey(event.key) || event.altKey || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const next = moveEpgFocus({ ...focus, row }, event.key, channels.length, itemsOfRow, timeline.originSec);
    const element = ref.current;
    if (!element) return;
    // Reveal the target first so its row and hours are rendered when focus lands on it.
    const rowTop = next.row * EPG_ROW_HEIGHT;
    element.scrollTop = scrollToReveal(
      rowTop,
      rowTop + EPG_ROW_HEIGHT,
      element.scrollTop,
      element.clientHeight - EPG_HEADER_HEIGHT,
    );
    const item = next.itemId !== null ? itemsOfRow(next.row)?.find((each) => each.id === next.itemId) : null;
    if (item) {
      const from = timeToX(timeline, Math.max(item.startSec, timeline.originSec));
      const to = Math.min(from + secToPx(item.durationSec), from + element.clientWidth - EPG_CHANNEL_COLUMN);
      element.scrollLeft = scrollToReveal(from, to, element.scrollLeft, element.clientWidth - EPG_CHANNEL_COLUMN);
    } else if (next.itemId === null) {
      element.scrollLeft = scrollToReveal(
        timeToX(timeline, next.anchorSec),
        timeToX(timeline, next.anchorSec),
        element.scrollLeft,
        element.clientWidth - EPG_CHANNEL_COLUMN,
      );
    }
    focusMoved.current = true;
    setFocus(next);
  };

  useEffect(() => {
    if (!focusMoved.current) return;
    focusMoved.current = false;
    const selector = focus.itemId === null ? `[data-epg-channel="${focus.row}"]` : `[data-epg-item="${focus.itemId}"]`;
    ref.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }, [focus]);

  const rendered = new Set<number>();
  for (let index = rows.start; index < rows.end; index += 1) rendered.add(index);
  if (channels.length > 0) rendered.add(row);
  const nowX = EPG_CHANNEL_COLUMN + timeToX(timeline, nowSec);
  const timeLabel = (sec: number) => format.dateTime(new Date(sec * 1000), { hour: '2-digit', minute: '2-digit' });

  return (
    <div
      ref={ref}
      className={styles.grid}
      role="grid"
      aria-label={t('gridLabel')}
      aria-rowcount={channels.length + 1}
      aria-colcount={2}
      data-testid="epg-grid"
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.surface}
        style={{ width: EPG_CHANNEL_COLUMN + timeline.widthPx, height: EPG_HEADER_HEIGHT + rows.totalHeight }}
      >
        <div className={styles.ruler} role="row" aria-rowindex={1} style={{ height: EPG_HEADER_HEIGHT }}>
          <span className={styles.corner} role="columnheader" style={{ width: EPG_CHANNEL_COLUMN }}>
            {t('gridChannels')}
          </span>
          <span role="columnheader" className={styles.marks}>
            {hourMarks(time.startSec, time.endSec).map((sec) => (
              <time
                key={sec}
                className={styles.mark}
                dateTime={new Date(sec * 1000).toISOString()}
                style={{ left: EPG_CHANNEL_COLUMN + timeToX(timeline, sec) }}
              >
                {timeLabel(sec)}
              </time>
            ))}
          </span>
        </div>
        <div className={styles.now} style={{ left: nowX }} aria-hidden="true" data-testid="epg-now" />
        {[...rendered]
          .sort((a, b) => a - b)
          .map((index) => {
            const channel = channels[index];
            const items = store.itemsOf(channel.id);
            const shown = items ? itemsInWindow(items, time.startSec, time.endSec) : [];
            if (index === row && focus.itemId !== null && !shown.some((item) => item.id === focus.itemId)) {
              const focused = items?.find((item) => item.id === focus.itemId);
              if (focused) shown.push(focused);
            }
            const tabStop = (id: number | null) => (index === row && focus.itemId === id ? 0 : -1);
            return (
              <div
                key={channel.id}
                role="row"
                aria-rowindex={index + 2}
                className={styles.row}
                style={{ top: EPG_HEADER_HEIGHT + index * EPG_ROW_HEIGHT, height: EPG_ROW_HEIGHT }}
                data-channel-row={channel.id}
              >
                <a
                  role="rowheader"
                  href={hrefOf(channel)}
                  className={styles.channel}
                  style={{ width: EPG_CHANNEL_COLUMN }}
                  tabIndex={tabStop(null)}
                  data-epg-channel={index}
                  onPointerEnter={preloadPlayer}
                  onFocus={() => {
                    preloadPlayer();
                    if (index !== row || focus.itemId !== null)
                      setFocus({ row: index, itemId: null, anchorSec: focus.anchorSec });
                  }}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    open(channel, null);
                  }}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- platform SVG logos at a fixed size */}
                  <img src={channel.cover.src} alt="" width={36} height={36} loading="lazy" decoding="async" />
                  <span className={styles.channelName}>{channel.name}</span>
                  {!channel.isPurchased && (
                    <span className={styles.lock} role="img" aria-label={t('locked')}>
                      🔒
                    </span>
                  )}
                </a>
                {items === undefined && (
                  <span
                    className={styles.loading}
                    style={{ left: EPG_CHANNEL_COLUMN + timeToX(timeline, time.startSec) }}
                  />
                )}
                {shown.map((item) => {
                  const state = itemState(item, nowSec);
                  const start = Math.max(item.startSec, timeline.originSec);
                  const end = Math.min(item.startSec + item.durationSec, timeline.endSec);
                  return (
                    <button
                      key={item.id}
                      type="button"
                      role="gridcell"
                      className={`${styles.item} ${styles[state]}`}
                      style={{ left: EPG_CHANNEL_COLUMN + timeToX(timeline, start), width: secToPx(end - start) }}
                      tabIndex={tabStop(item.id)}
                      data-epg-item={item.id}
                      data-state={state}
                      data-start={item.startSec}
                      aria-label={t('gridProgramme', {
                        title: item.title,
                        channel: channel.name,
                        start: timeLabel(item.startSec),
                        end: timeLabel(item.startSec + item.durationSec),
                      })}
                      onPointerEnter={state === 'future' ? undefined : preloadPlayer}
                      onFocus={() => {
                        if (state !== 'future') preloadPlayer();
                        if (index !== row || focus.itemId !== item.id)
                          setFocus({
                            row: index,
                            itemId: item.id,
                            anchorSec: Math.max(item.startSec, timeline.originSec),
                          });
                      }}
                      onClick={() => open(channel, item)}
                    >
                      <span className={styles.itemTitle}>{item.title}</span>
                      <span className={styles.itemTime}>{timeLabel(item.startSec)}</span>
                    </button>
                  );
                })}
              </div>
            );
          })}
      </div>
    </div>
  );
}
