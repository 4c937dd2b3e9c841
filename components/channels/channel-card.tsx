'use client';

import { useLocale } from 'next-intl';
import { memo, type ReactNode } from 'react';
import { localizedHref } from '@/lib/i18n/locale-paths';
import type { Channel } from '@/lib/api/types/channels';
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
  nowSec: number;
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

function currentProgramme(channel: Channel, nowSec: number) {
  return (
    channel.currentSchedules.find((item) => item.startSec <= nowSec && nowSec < item.startSec + item.durationSec) ??
    channel.currentSchedule
  );
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
  nowSec,
  onSelect,
  onHover,
  lockedLabel,
  qualityLabel,
  preview,
}: ChannelCardProps) {
  const locale = useLocale();
  // A vitrina picture runs 360 s behind: its card shows the programme and progress of its own clock.
  const clockSec = channelClockSec(nowSec, channel);
  const programme = currentProgramme(channel, clockSec);
  const progress = programme ? programmeProgressPercent(programme.startSec, programme.durationSec, clockSec) : 0;
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
});
