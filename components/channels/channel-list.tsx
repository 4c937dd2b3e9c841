'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Channel } from '@/lib/api/types/channels';
import { useMediaQuery } from '@/lib/channels/use-media-query';
import { useNowSec } from '@/lib/channels/use-now';
import { WIDE_WIDTH } from '@/lib/rules/breakpoints';
import { isShortChannelList } from '@/lib/rules/channel-list';
import { canPreviewChannel, hoverDelayMs, zoomDelayMs } from '@/lib/rules/channel-preview';
import { CHANNEL_PROGRESS_REFRESH_MS } from '@/lib/rules/schedule-window';
import { ChannelCard } from './channel-card';
import styles from './channel-list.module.css';
import { VirtualList } from './virtual-list';

const PreviewPlayer = dynamic(() => import('./preview-player').then((module) => module.PreviewPlayer), { ssr: false });

/** Row height of the list, px (the virtual list needs one fixed height). */
const ROW_HEIGHT = 76;
const OVERSCAN_ROWS = 6;
const VIRTUAL_QUERY = `(min-width: ${WIDE_WIDTH + 1}px)`;

export interface ChannelListProps {
  channels: Channel[];
  activeId: number | null;
  hrefOf: (channel: Channel) => string;
  onSelect: (channel: Channel) => void;
  narrow: boolean;
  child: boolean;
}

/** The channel list: lock marks, live progress, hover preview, virtual above 1280 px (live-channels.md section 2). */
export function ChannelList({ channels, activeId, hrefOf, onSelect, narrow, child }: ChannelListProps) {
  const t = useTranslations('channels');
  const virtual = useMediaQuery(VIRTUAL_QUERY);
  const canHover = useMediaQuery('(hover: hover) and (pointer: fine)');
  const nowSec = useNowSec(CHANNEL_PROGRESS_REFRESH_MS);
  const [preview, setPreview] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastZoomed = useRef<number | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const hover = useCallback(
    (channel: Channel | null) => {
      if (timer.current) clearTimeout(timer.current);
      if (!channel) {
        setPreview(null);
        return;
      }
      if (!canHover || !canPreviewChannel(channel) || !channel.isPurchased) return;
      const changing = lastZoomed.current !== null && lastZoomed.current !== channel.id;
      const delay = hoverDelayMs(!canHover, window.innerWidth) + zoomDelayMs(changing);
      timer.current = setTimeout(() => {
        lastZoomed.current = channel.id;
        setPreview(channel.id);
      }, delay);
    },
    [canHover],
  );

  const renderItem = (channel: Channel) => (
    <ChannelCard
      channel={channel}
      href={hrefOf(channel)}
      active={channel.id === activeId}
      nowSec={nowSec}
      onSelect={onSelect}
      onHover={hover}
      lockedLabel={t('locked')}
      preview={preview === channel.id ? <PreviewPlayer channelId={channel.id} /> : null}
    />
  );

  const className = `${styles.list} ${isShortChannelList(channels.length) ? styles.short : ''} ${child ? styles.child : ''} ${narrow ? styles.narrow : ''}`;
  if (virtual && !narrow) {
    return (
      <VirtualList
        items={channels}
        rowHeight={ROW_HEIGHT}
        overscan={OVERSCAN_ROWS}
        className={`${className} ${styles.virtual}`}
        label={t('listLabel')}
        activeIndex={channels.findIndex((channel) => channel.id === activeId)}
        renderItem={renderItem}
        itemKey={(channel) => channel.id}
      />
    );
  }
  return (
    <ul className={className} aria-label={t('listLabel')}>
      {channels.map((channel) => (
        <li key={channel.id} className={styles.row}>
          {renderItem(channel)}
        </li>
      ))}
    </ul>
  );
}
