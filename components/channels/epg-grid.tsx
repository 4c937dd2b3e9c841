'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Channel } from '@/lib/api/types/channels';
import type { EpgItem } from '@/lib/api/types/channels';
import {
  EPG_CHANNEL_COLUMN,
  EPG_HEADER_HEIGHT,
  EPG_NARROW_CHANNEL_COLUMN,
  EPG_PAGE_ROWS,
  EPG_ROW_HEIGHT,
  epgRequests,
  epgTimeline,
  hourMarks,
  initialScrollLeft,
  scrollToReveal,
  secToPx,
  timeToX,
  epgWindow,
  sameEpgWindow,
  type EpgWindow,
} from '@/lib/channels/epg-layout';
import { isEpgKey, moveEpgFocus, type EpgFocus } from '@/lib/channels/epg-navigation';
import { useEpgItems } from '@/lib/channels/epg-items';
import { navigateTo } from '@/lib/channels/navigation';
import { EpgBlocks } from './epg-blocks';
import styles from './epg-grid.module.css';
import { EpgRow } from './epg-row';
import { openProgramme } from './open-programme';

/** The grid's tab stop; `anchorSec` null: the viewer has picked no time yet, the anchor is now. */
type GridFocus = Omit<EpgFocus, 'anchorSec'> & { anchorSec: number | null };

export interface EpgGridProps {
  channels: Channel[];
  /** Wall-clock seconds, refreshed with the progress bars (the now-line follows it). */
  nowSec: number;
  hrefOf: (channel: Channel, ts?: number | null) => string;
  /** 932 px or less: the channel column shows logos only. */
  narrow?: boolean;
}

/**
 * The EPG grid (issue 6, beyond the spec): channels by time on one scrolling surface with a now-line. Rows are
 * virtual and only programmes inside the visible hours exist in the DOM; their data loads per page of rows and
 * block of time. One roving tab stop: arrows move it (TV remote), Enter opens.
 */
export function EpgGrid({ channels, nowSec, hrefOf, narrow = false }: EpgGridProps) {
  const t = useTranslations('channels');
  const format = useFormatter();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const { items: epgItems, addBlock } = useEpgItems();
  // The timeline is fixed for the life of the grid so positions do not drift while it is open.
  const [timeline] = useState(() => epgTimeline(nowSec, narrow ? EPG_NARROW_CHANNEL_COLUMN : EPG_CHANNEL_COLUMN));
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<EpgWindow>(() =>
    epgWindow(timeline, { top: 0, left: initialScrollLeft(timeline, nowSec), width: 0, height: 0 }, channels.length),
  );
  const rowCount = channels.length;
  // The viewport size as the resize observer last measured it: scroll frames read only the scroll offsets.
  const viewport = useRef({ width: 0, height: 0 });
  const updateView = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = epgWindow(
      timeline,
      { top: element.scrollTop, left: element.scrollLeft, ...viewport.current },
      rowCount,
    );
    // Most scroll frames stay inside the rendered window: nothing to render then.
    setView((previous) => (sameEpgWindow(previous, next) ? previous : next));
  }, [timeline, rowCount]);
  // No anchor until the viewer focuses a programme: from the channel cells the arrows land on what airs now, not on
  // what aired when the grid opened (a programme may have ended since).
  const [focus, setFocus] = useState<GridFocus>({ row: 0, itemId: null, anchorSec: null });
  const focusMoved = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollLeft = initialScrollLeft(timeline, nowSec);
    const measure = () => {
      viewport.current = { width: element.clientWidth, height: element.clientHeight };
      setSize(viewport.current);
      updateView();
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // Opening position only: later clock ticks must not pull the viewer back to now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeline, updateView]);

  const frame = useRef<number | null>(null);
  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    // One layout per animation frame however many scroll events arrive.
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      updateView();
    });
  }, [updateView]);
  useEffect(() => () => void (frame.current !== null && cancelAnimationFrame(frame.current)), []);

  // A new line-up (search, category) may be shorter than the window computed for the last one.
  const rows = { start: Math.min(view.rowStart, channels.length), end: Math.min(view.rowEnd, channels.length) };
  const time = { startSec: view.startSec, endSec: view.endSec };
  const row = Math.min(focus.row, Math.max(0, channels.length - 1));

  const requests = useMemo(
    () => (size.width > 0 ? epgRequests(timeline, rows.start, rows.end, time.startSec, time.endSec) : []),
    [timeline, rows.start, rows.end, time.startSec, time.endSec, size.width],
  );
  const idsOfPage = useCallback(
    (page: number) => channels.slice(page, page + EPG_PAGE_ROWS).map((channel) => channel.id),
    [channels],
  );

  const open = useCallback(
    (channel: Channel, item: EpgItem | null) => {
      if (!item) {
        navigateTo(hrefOf(channel));
        return;
      }
      openProgramme(channel, item, hrefOf);
    },
    [hrefOf],
  );

  const itemsOfRow = useCallback(
    (index: number) => {
      const channel = channels[index];
      return channel ? epgItems.get(channel.id) : undefined;
    },
    [channels, epgItems],
  );

  const timeLabel = useCallback(
    (sec: number) => format.dateTime(new Date(sec * 1000), { hour: '2-digit', minute: '2-digit' }),
    [format],
  );
  const programmeLabel = useCallback(
    (item: EpgItem, channel: Channel) =>
      t('gridProgramme', {
        title: item.title,
        channel: channel.name,
        start: timeLabel(item.startSec),
        end: timeLabel(item.startSec + item.durationSec),
      }),
    [t, timeLabel],
  );
  const lockedLabel = t('locked');
  const onFocusCell = useCallback(
    (index: number, item: EpgItem | null) =>
      setFocus((previous) =>
        previous.row === index && previous.itemId === (item?.id ?? null)
          ? previous
          : {
              row: index,
              itemId: item?.id ?? null,
              anchorSec: item ? Math.max(item.startSec, timeline.originSec) : previous.anchorSec,
            },
      ),
    [timeline],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!isEpgKey(event.key) || event.altKey || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const anchorSec = focus.anchorSec ?? nowSec;
    const next = moveEpgFocus({ ...focus, row, anchorSec }, event.key, channels.length, itemsOfRow, timeline.originSec);
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
      const to = Math.min(from + secToPx(item.durationSec), from + element.clientWidth - timeline.columnPx);
      element.scrollLeft = scrollToReveal(from, to, element.scrollLeft, element.clientWidth - timeline.columnPx);
    } else if (next.itemId === null) {
      element.scrollLeft = scrollToReveal(
        timeToX(timeline, next.anchorSec),
        timeToX(timeline, next.anchorSec),
        element.scrollLeft,
        element.clientWidth - timeline.columnPx,
      );
    }
    focusMoved.current = true;
    setFocus(next.itemId === null && focus.anchorSec === null ? { ...next, anchorSec: null } : next);
  };

  useEffect(() => {
    if (!focusMoved.current) return;
    focusMoved.current = false;
    const selector = focus.itemId === null ? `[data-epg-channel="${focus.row}"]` : `[data-epg-item="${focus.itemId}"]`;
    ref.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }, [focus]);

  const rendered: number[] = [];
  if (channels.length > 0 && row < rows.start) rendered.push(row);
  for (let index = rows.start; index < rows.end; index += 1) rendered.push(index);
  if (channels.length > 0 && row >= rows.end) rendered.push(row);
  const nowX = timeline.columnPx + timeToX(timeline, nowSec);

  return (
    <div
      ref={ref}
      className={styles.grid}
      role="grid"
      aria-label={t('gridLabel')}
      aria-rowcount={channels.length + 1}
      aria-colcount={2}
      data-testid="epg-grid"
      data-narrow={narrow || undefined}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      <EpgBlocks requests={requests} idsOfPage={idsOfPage} locale={locale} onRows={addBlock} />
      <div
        className={styles.surface}
        style={{
          width: timeline.columnPx + timeline.widthPx,
          height: EPG_HEADER_HEIGHT + channels.length * EPG_ROW_HEIGHT,
        }}
      >
        <div className={styles.ruler} role="row" aria-rowindex={1} style={{ height: EPG_HEADER_HEIGHT }}>
          <span className={styles.corner} role="columnheader" style={{ width: timeline.columnPx }}>
            {t('gridChannels')}
          </span>
          <span role="columnheader" className={styles.marks}>
            {hourMarks(time.startSec, time.endSec).map((sec) => (
              <time
                key={sec}
                className={styles.mark}
                dateTime={new Date(sec * 1000).toISOString()}
                style={{ left: timeline.columnPx + timeToX(timeline, sec) }}
              >
                {timeLabel(sec)}
              </time>
            ))}
          </span>
        </div>
        <div className={styles.now} style={{ left: nowX }} aria-hidden="true" data-testid="epg-now" />
        {rendered.map((index) => {
          const channel = channels[index];
          return (
            <EpgRow
              key={channel.id}
              channel={channel}
              index={index}
              items={epgItems.get(channel.id)}
              startSec={time.startSec}
              endSec={time.endSec}
              nowSec={nowSec}
              timeline={timeline}
              href={hrefOf(channel)}
              tabStop={index === row ? focus.itemId : undefined}
              nameHidden={narrow}
              lockedLabel={lockedLabel}
              timeLabel={timeLabel}
              programmeLabel={programmeLabel}
              onOpen={open}
              onFocusCell={onFocusCell}
            />
          );
        })}
      </div>
    </div>
  );
}
