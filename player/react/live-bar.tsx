'use client';

import { useEffect, useState, type PointerEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerController } from '../core/controller';
import { clampScrubOffset } from '../core/live-position';
import {
  formatClock,
  hoverOffset,
  programmeProgress,
  secondsBehindLive,
  type TimelineInput,
} from '../controls/live-timeline';
import styles from './player-view.module.css';
import { usePlayerState } from './use-player-state';

/** live-channels.md section 4 "Player states": the live player ticks every second. */
const LIVE_TICK_MS = 1000;
const MS = 1000;

function seekableEnd(video: HTMLVideoElement | null): number {
  if (!video || video.seekable.length === 0)
    return video?.duration && Number.isFinite(video.duration) ? video.duration : 0;
  return video.seekable.end(video.seekable.length - 1);
}

/**
 * The channel's clock (the wall clock less the channel's offset: a vitrina picture runs behind) and the live
 * edge of the media, read once a second.
 */
function useLiveClock(
  videoRef: RefObject<HTMLVideoElement | null>,
  clockOffset: number,
): { nowUnix: number; edge: number } {
  const [clock, setClock] = useState(() => ({ wallUnix: Date.now() / MS, edge: 0 }));
  useEffect(() => {
    const read = () => setClock({ wallUnix: Date.now() / MS, edge: seekableEnd(videoRef.current) });
    const timer = setInterval(read, LIVE_TICK_MS);
    return () => clearInterval(timer);
  }, [videoRef]);
  return { nowUnix: clock.wallUnix - clockOffset, edge: clock.edge };
}

/**
 * Live rewind: a LIVE badge, the time behind live, a go-to-live button and a programme bar that
 * scrubs inside the programme (clamped and rounded by the controller; under 30 s back is live).
 */
export function LiveBar({
  controller,
  videoRef,
}: {
  controller: PlayerController;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const t = useTranslations('player');
  const state = usePlayerState(controller);
  const { nowUnix, edge } = useLiveClock(videoRef, state.live.clockOffset ?? 0);
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const input: TimelineInput = {
    mode: state.mode,
    live: state.live,
    currentTime: state.currentTime,
    seekableEnd: edge,
    nowUnix,
  };
  const behind = secondsBehindLive(input);
  const atLive = behind === 0 && state.live.streamTimestamp === 0;
  const progress = programmeProgress(input);
  const programme = state.live.programme;
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!programme) return;
    const box = event.currentTarget.getBoundingClientRect();
    setHover(hoverOffset((event.clientX - box.left) / box.width, programme, nowUnix));
  };
  const elapsed = programme ? Math.max(0, Math.min(programme.duration, nowUnix - programme.start)) : 0;
  const played = progress && programme ? progress.played * programme.duration : 0;
  // One stream request per scrub: the value moves while dragging and is sent when released.
  const commit = () => {
    if (drag === null || !programme) return;
    setDrag(null);
    controller.request('scrub', { offset: clampScrubOffset(drag, programme.duration) });
  };
  return (
    <div className={styles.seek}>
      <span className={atLive ? styles.liveBadgeOn : styles.liveBadge} aria-live="polite">
        {t('live')}
      </span>
      {!atLive && <span className={styles.time}>{t('behindLive', { time: formatClock(behind) })}</span>}
      {programme && progress && (
        <div className={styles.seekTrack} onPointerMove={onMove} onPointerLeave={() => setHover(null)}>
          <div className={styles.aired} style={{ width: `${progress.elapsed * 100}%` }} aria-hidden="true" />
          <input
            type="range"
            className={styles.seekInput}
            min={0}
            max={programme.duration}
            step={1}
            value={Math.floor(drag ?? played)}
            aria-label={t('scrub')}
            disabled={programme.scrubbable === false}
            aria-valuetext={formatClock(drag ?? played)}
            onChange={(event) => setDrag(Math.min(Number(event.target.value), elapsed))}
            onPointerUp={commit}
            onKeyUp={commit}
          />
          {hover !== null && (
            <div
              className={styles.seekHover}
              style={{ left: `${(hover / programme.duration) * 100}%` }}
              aria-hidden="true"
            >
              <span>{formatClock(hover)}</span>
            </div>
          )}
        </div>
      )}
      {!atLive && (
        <button type="button" className={styles.textButton} onClick={() => controller.request('goLive', undefined)}>
          {t('goLive')}
        </button>
      )}
    </div>
  );
}
