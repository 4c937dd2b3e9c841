'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Channel } from '@/lib/api/types/channels';
import { channelQuality } from '@/lib/channels/channel-marks';
import { useMediaQuery } from '@/lib/channels/use-media-query';
import { useNowSec } from '@/lib/channels/use-now';
import { isShortChannelList, VIRTUAL_LIST_QUERY } from '@/lib/rules/channel-list';
import {
  canPreviewChannel,
  PREVIEW_WIDTH,
  previewDelayMs,
  previewMode,
  previewWidth,
  type PreviewSource,
} from '@/lib/rules/channel-preview';
import { CHANNEL_PROGRESS_REFRESH_MS } from '@/lib/rules/schedule-window';
import { listKeyTarget, scheduleFocusTarget } from '@/lib/channels/list-keys';
import { useChannelListAnalytics } from '@/lib/channels/use-channel-analytics';
import { preloadPlayer } from '@/player/react/preload';
import { cardAiring, ChannelCard } from './channel-card';
import styles from './channel-list.module.css';
import { VirtualList } from './virtual-list';

const PreviewPlayer = dynamic(() => import('./preview-player').then((module) => module.PreviewPlayer), { ssr: false });

/** A pointer that hovers: the preview opens after a delay (touch and focus have their own). */
const HOVER_QUERY = '(hover: hover) and (pointer: fine)';
/** Row height of the list, px (the virtual list needs one fixed height). */
const ROW_HEIGHT = 76;
const OVERSCAN_ROWS = 6;

export interface ChannelListProps {
  channels: Channel[];
  activeId: number | null;
  hrefOf: (channel: Channel) => string;
  onSelect: (channel: Channel) => void;
  narrow: boolean;
  child: boolean;
  /** The set the channels are shown as in analytics sources (the category id). */
  setId: string;
}

/** The list's object of `channel` (looked up by id), or `channel` itself when the list no longer holds it. */
function currentOf(channels: readonly Channel[], channel: Channel): Channel {
  return channels.find((item) => item.id === channel.id) ?? channel;
}

/** The channel list: lock marks, live progress, hover preview, virtual above 1280 px (live-channels.md section 2). */
export function ChannelList({ channels, activeId, hrefOf, onSelect, narrow, child, setId }: ChannelListProps) {
  const t = useTranslations('channels');
  const qualityLabel = (channel: Channel) => {
    const quality = channelQuality(channel);
    return quality ? t(`quality.${quality}`) : null;
  };
  const locale = useLocale();
  const virtual = useMediaQuery(VIRTUAL_LIST_QUERY);
  const nowSec = useNowSec(CHANNEL_PROGRESS_REFRESH_MS);
  const [preview, setPreview] = useState<number | null>(null);
  const [previewWidthPx, setPreviewWidth] = useState<number>(PREVIEW_WIDTH.desktop);
  // Roving focus: one tab stop in the list, arrows (TV remote) move it, Enter opens.
  const [focused, setFocused] = useState<number | null>(null);
  const moved = useRef(false);
  const activeIndex = channels.findIndex((channel) => channel.id === activeId);
  const roving = Math.min(focused ?? Math.max(activeIndex, 0), Math.max(channels.length - 1, 0));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastZoomed = useRef<number | null>(null);
  // A card is not drawn again for a new object of the same channel (channel-card.tsx), so the channel it hands back
  // may be an older one (the page's slim snapshot): the handlers act on the list's current object of that channel.
  const latest = useRef(channels);
  useEffect(() => {
    latest.current = channels;
  }, [channels]);
  const select = useCallback(
    (channel: Channel) => onSelect(currentOf(latest.current, channel)),
    [onSelect],
  );

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const hover = useCallback(
    (channel: Channel | null, source: PreviewSource = 'mouse') => {
      if (timer.current) clearTimeout(timer.current);
      if (!channel) {
        setPreview(null);
        return;
      }
      channel = currentOf(latest.current, channel);
      // Pointer or focus on a channel is the intent to open it: fetch the player meanwhile.
      preloadPlayer();
      if (!canPreviewChannel(channel, { isChildProfile: child }) || !channel.isPurchased) return;
      const delay = previewDelayMs({
        source,
        // Read when the pointer comes, not held as state: a re-render after hydration for a value only this needs.
        canHover: window.matchMedia(HOVER_QUERY).matches,
        windowWidth: window.innerWidth,
        changingItem: lastZoomed.current !== null && lastZoomed.current !== channel.id,
      });
      if (delay === null) return;
      timer.current = setTimeout(() => {
        lastZoomed.current = channel.id;
        setPreviewWidth(previewWidth(previewMode(document.fullscreenElement !== null, window.innerWidth)));
        setPreview(channel.id);
      }, delay);
    },
    [child],
  );

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${roving}"]`)?.focus();
  }, [roving]);

  const listRef = useRef<HTMLDivElement>(null);
  useChannelListAnalytics(listRef, setId, locale);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') {
      // Across to the schedule of the open channel, at the programme being watched.
      const schedule = scheduleFocusTarget(document);
      if (schedule) {
        event.preventDefault();
        schedule.focus();
      }
      return;
    }
    const next = listKeyTarget(event.key, roving, channels.length);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    setFocused(next);
  };

  const renderItem = (channel: Channel, index: number) => (
    <ChannelCard
      {...cardAiring(channel, nowSec)}
      index={index}
      tabIndex={index === roving ? 0 : -1}
      onFocusIndex={setFocused}
      channel={channel}
      href={hrefOf(channel)}
      active={channel.id === activeId}
      onSelect={select}
      onHover={hover}
      lockedLabel={t('locked')}
      qualityLabel={qualityLabel(channel)}
      // The open channel plays in the main player already: its card needs no second stream.
      preview={
        preview === channel.id && channel.id !== activeId ? (
          <PreviewPlayer channel={channel} widthPx={previewWidthPx} />
        ) : null
      }
    />
  );

  const className = `${styles.list} ${isShortChannelList(channels.length) ? styles.short : ''} ${child ? styles.child : ''}`;
  if (virtual && !narrow) {
    return (
      <div ref={listRef} onKeyDown={onKeyDown} className={styles.keys}>
        <VirtualList
          items={channels}
          rowHeight={ROW_HEIGHT}
          overscan={OVERSCAN_ROWS}
          className={`${className} ${styles.virtual}`}
          label={t('listLabel')}
          activeIndex={roving}
          renderItem={renderItem}
          itemKey={(channel) => channel.id}
        />
      </div>
    );
  }
  return (
    <div ref={listRef} onKeyDown={onKeyDown} className={styles.keys}>
      <ul className={className} aria-label={t('listLabel')}>
        {channels.map((channel, index) => (
          <li key={channel.id} className={styles.row}>
            {renderItem(channel, index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
