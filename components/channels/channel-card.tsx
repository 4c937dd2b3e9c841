'use client';

import { useLocale } from 'next-intl';
import { memo, type ReactNode } from 'react';
import { localizedHref } from '@/lib/i18n/locale-paths';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import type { PreviewSource } from '@/lib/rules/channel-preview';
import { channelClockSec } from '@/lib/channels/vitrina';
import { programmeProgressPercent } from '@/lib/rules/schedule-window';
import styles from './channel-list.module.css';
import { OverlayIcon, QualityBadge } from './channel-marks';
import { LockIcon } from './icons';

export interface ChannelCardProps {
  index: number;
  /** 0 for the list's one tab stop, -1 for the others (roving focus). */
  tabIndex: number;
  onFocusIndex: (index: number) => void;
  channel: Channel;
  href: string;
  active: boolean;
  /** What the card shows airing now (cardAiring), not the clock: a clock tick re-renders only the cards it changes. */
  programme: ScheduleItem | null;
  /** The programme's share done, percent. */
  progress: number;
  onSelect: (channel: Channel) => void;
  /** Pointer over the card (mouse, or a touch held on it) or focus on it (the TV remote's zoom); null when it left. */
  onHover: (channel: Channel | null, source?: PreviewSource) => void;
  lockedLabel: string;
  /** The words of the channel's HD or 4K mark; null when it has none. */
  qualityLabel: string | null;
  preview: ReactNode;
}

/**
 * Cards a first screen can show (76 px rows; about ten under the list's tools on a tall phone or a desktop): their
 * logos load with the page, the rest when scrolled to. Lazy, the first logos waited for layout and were a phone's
 * largest paint on /channels (Lighthouse LCP load delay 3.8 s).
 */
const FIRST_SCREEN_CARDS = 10;

/**
 * The progress bar moves in whole percent (a few pixels of a phone's bar): every 7 s tick changed every card's width by
 * a fraction of a pixel, so the whole list of 56 cards rendered again for bars that hardly moved.
 */
const PROGRESS_STEP_PERCENT = 1;

/** What a card shows airing at `nowSec`: a vitrina picture runs 360 s behind, so its card follows its own clock. */
export function cardAiring(channel: Channel, nowSec: number): { programme: ScheduleItem | null; progress: number } {
  const clockSec = channelClockSec(nowSec, channel);
  const programme =
    channel.currentSchedules.find((item) => item.startSec <= clockSec && clockSec < item.startSec + item.durationSec) ??
    channel.currentSchedule;
  if (!programme) return { programme: null, progress: 0 };
  const percent = programmeProgressPercent(programme.startSec, programme.durationSec, clockSec);
  return { programme, progress: Math.round(percent / PROGRESS_STEP_PERCENT) * PROGRESS_STEP_PERCENT };
}

/** The fields of a channel its card draws. */
function drawsSameChannel(a: Channel, b: Channel): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.cover.src === b.cover.src &&
    a.cover.colorBg === b.cover.colorBg &&
    a.overlayIcon === b.overlayIcon &&
    a.isPurchased === b.isPurchased
  );
}

function drawsSameProgramme(a: ScheduleItem | null, b: ScheduleItem | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.startSec === b.startSec && a.durationSec === b.durationSec && a.program.title === b.program.title;
}

/**
 * A card is drawn again only when what it shows changed. Its channel and programme are compared by what the card
 * draws of them, not as objects: the page's channels are a slim snapshot (lib/channels/list-snapshot.ts), and the
 * viewer's own list arrives as new, fuller objects of the same channels, which drew all 56 cards of /channels again.
 * The list's handlers look the channel a card hands back up by id (channel-list.tsx), so an older object is enough.
 */
function showsSame(prev: ChannelCardProps, next: ChannelCardProps): boolean {
  const keys = Object.keys(next) as (keyof ChannelCardProps)[];
  if (keys.length !== Object.keys(prev).length) return false;
  return keys.every((key) => {
    if (key === 'channel') return drawsSameChannel(prev.channel, next.channel);
    if (key === 'programme') return drawsSameProgramme(prev.programme, next.programme);
    return Object.is(prev[key], next[key]);
  });
}

/**
 * One channel: logo with the operator's overlay icon, name with its HD or 4K mark, the programme airing now with its
 * progress, and a lock when not purchased.
 */
export const ChannelCard = memo(function ChannelCard({
  index,
  tabIndex,
  onFocusIndex,
  channel,
  href,
  active,
  programme,
  progress,
  onSelect,
  onHover,
  lockedLabel,
  qualityLabel,
  preview,
}: ChannelCardProps) {
  const locale = useLocale();
  return (
    <a
      href={localizedHref(href, locale)}
      className={`${styles.card} ${active ? styles.active : ''}`}
      aria-current={active ? 'page' : undefined}
      data-channel-id={channel.id}
      data-index={index}
      tabIndex={tabIndex}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onSelect(channel);
      }}
      onPointerEnter={(event) => onHover(channel, event.pointerType === 'mouse' ? 'mouse' : 'touch')}
      onPointerLeave={() => onHover(null)}
      onFocus={() => {
        onFocusIndex(index);
        onHover(channel, 'focus');
      }}
      onBlur={() => onHover(null)}
    >
      <span className={styles.logo} style={{ background: channel.cover.colorBg }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- platform SVG logos at a fixed size */}
        <img
          src={channel.cover.src}
          alt=""
          width={56}
          height={56}
          loading={index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'}
          decoding="async"
        />
        <OverlayIcon channel={channel} place="card" />
      </span>
      <span className={styles.text}>
        <span className={styles.nameRow}>
          <span className={styles.name}>{channel.name}</span>
          <QualityBadge label={qualityLabel} />
        </span>
        {programme && <span className={styles.programme}>{programme.program.title}</span>}
        {programme && (
          <span className={styles.progress} aria-hidden="true">
            <span style={{ width: `${progress}%` }} />
          </span>
        )}
      </span>
      {!channel.isPurchased && (
        <LockIcon className={styles.lock} label={lockedLabel} />
      )}
      {preview && <span className={styles.preview}>{preview}</span>}
    </a>
  );
}, showsSame);
