'use client';

import { useEffect, useState, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';
import { SCREENSHOT_PREVIEW_HEIGHT, SCREENSHOT_PREVIEW_WIDTH } from '../controls/constants';
import { formatClock } from '../controls/live-timeline';
import { fetchSeekPoints, screenshotUrl, seekPointAt } from '../controls/seek-previews';
import type { SeekPreviewSource } from './player-view-types';
import styles from './player-view.module.css';
import { usePlayerState } from './use-player-state';

const MS = 1000;
const selectTime = (s: PlayerState) => s.currentTime;
const selectDuration = (s: PlayerState) => s.duration;

function useSeekPoints(preview: SeekPreviewSource | null | undefined): number[] {
  const [loaded, setLoaded] = useState<{ url: string; points: number[] } | null>(null);
  const url = preview?.seekPointsUrl;
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    // Previews are an extra: without them the bar still seeks.
    fetchSeekPoints(url, fetch, abort.signal).then(
      (points) => setLoaded({ url, points }),
      () => undefined,
    );
    return () => abort.abort();
  }, [url]);
  return loaded && loaded.url === url ? loaded.points : [];
}

/** The on-demand seek bar with screenshot previews while hovering. */
export function SeekBar({ controller, preview }: { controller: PlayerController; preview?: SeekPreviewSource | null }) {
  const t = useTranslations('player');
  const currentTime = usePlayerState(controller, selectTime);
  const duration = usePlayerState(controller, selectDuration);
  const points = useSeekPoints(preview);
  const [hover, setHover] = useState<{ fraction: number; seconds: number } | null>(null);
  const known = Number.isFinite(duration) && duration > 0;
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!known) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    setHover({ fraction, seconds: fraction * duration });
  };
  const point = hover && preview ? seekPointAt(points, hover.seconds * MS) : null;
  return (
    <div className={styles.seek} onPointerMove={onMove} onPointerLeave={() => setHover(null)}>
      <span className={styles.time}>{formatClock(currentTime)}</span>
      <div className={styles.seekTrack}>
        <input
          type="range"
          className={styles.seekInput}
          min={0}
          max={known ? duration : 0}
          step="any"
          value={Math.min(currentTime, known ? duration : 0)}
          disabled={!known}
          aria-label={t('seek')}
          aria-valuetext={`${formatClock(currentTime)} / ${formatClock(duration)}`}
          onChange={(event) => controller.request('seek', { seconds: Number(event.target.value) })}
        />
        {hover && (
          <div className={styles.seekHover} style={{ left: `${hover.fraction * 100}%` }} aria-hidden="true">
            {point !== null && preview && (
              // eslint-disable-next-line @next/next/no-img-element -- a 196x110 thumbnail from the media host, never optimized
              <img
                src={screenshotUrl(preview.screenshotUrlTemplate, point)}
                width={SCREENSHOT_PREVIEW_WIDTH}
                height={SCREENSHOT_PREVIEW_HEIGHT}
                alt=""
              />
            )}
            <span>{formatClock(hover.seconds)}</span>
          </div>
        )}
      </div>
      <span className={styles.time}>{formatClock(known ? duration : 0)}</span>
    </div>
  );
}
