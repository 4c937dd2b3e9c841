'use client';

import { useTranslations } from 'next-intl';
import { formatClock } from '../controls/live-timeline';
import { activePoint, pointBehaviour, type PlaybackPoint } from '../controls/playback-points';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';
import styles from './player-view.module.css';
import { usePlayerState } from './use-player-state';
import { useBriefOffer } from './use-watch-progress';

const MS = 1000;

export interface PlaybackOffersProps {
  controller: PlayerController;
  sourceKey: string;
  points: PlaybackPoint[];
  startPosition?: number;
  resumeFrom?: number | null;
  onNextEpisode?: () => void;
}

const selectPositionMs = (state: PlayerState) => (state.packshot || state.ad ? -1 : Math.floor(state.currentTime * MS));

/** Skip intro / start / next / finish, watch from the beginning (5 s) and the resume offer. */
export function PlaybackOffers({
  controller,
  sourceKey,
  points,
  startPosition,
  resumeFrom,
  onNextEpisode,
}: PlaybackOffersProps) {
  const t = useTranslations('player');
  const positionMs = usePlayerState(controller, selectPositionMs);
  const resumed = (startPosition ?? 0) > 0;
  const [fromBeginning, hideFromBeginning] = useBriefOffer(controller, sourceKey, resumed);
  const resumable = !resumed && (resumeFrom ?? 0) > 0;
  const [resume, hideResume] = useBriefOffer(controller, sourceKey, resumable);
  const point = positionMs >= 0 ? activePoint(points, positionMs) : null;
  const behaviour = point ? pointBehaviour(point) : null;
  if (!behaviour && !fromBeginning && !resume) return null;
  return (
    <div className={styles.offers}>
      {behaviour && (
        <button
          type="button"
          className={styles.offerButton}
          onClick={() => {
            if (behaviour.action.kind === 'next') onNextEpisode?.();
            else controller.request('seek', { seconds: behaviour.action.seconds });
          }}
        >
          {t(behaviour.button)}
        </button>
      )}
      {fromBeginning && (
        <button
          type="button"
          className={styles.offerButton}
          onClick={() => {
            hideFromBeginning();
            controller.request('seek', { seconds: 0 });
          }}
        >
          {t('watchFromBeginning')}
        </button>
      )}
      {resume && resumeFrom && (
        <button
          type="button"
          className={styles.offerButton}
          onClick={() => {
            hideResume();
            controller.request('seek', { seconds: resumeFrom });
          }}
        >
          {t('resume', { time: formatClock(resumeFrom) })}
        </button>
      )}
    </div>
  );
}
