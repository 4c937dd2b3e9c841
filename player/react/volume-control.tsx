'use client';

import { useTranslations } from 'next-intl';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';
import { Icon } from './icons';
import styles from './player-view.module.css';
import { usePlayerState } from './use-player-state';

const PERCENT = 100;
const selectVolume = (s: PlayerState) => s.volume;
const selectMuted = (s: PlayerState) => s.muted;

/** Mute button and a 0-100 % slider; the controller stores the volume locally (live-channels.md section 9). */
export function VolumeControl({ controller }: { controller: PlayerController }) {
  const t = useTranslations('player');
  const volume = usePlayerState(controller, selectVolume);
  const muted = usePlayerState(controller, selectMuted);
  const shown = muted ? 0 : Math.round(volume * PERCENT);
  return (
    <div className={styles.volume}>
      <button
        type="button"
        className={styles.button}
        onClick={() => controller.request('toggleMute', undefined)}
        aria-label={muted ? t('unmute') : t('mute')}
      >
        <Icon name={muted || volume === 0 ? 'muted' : 'volume'} />
      </button>
      <input
        type="range"
        className={styles.volumeSlider}
        min={0}
        max={PERCENT}
        step={1}
        value={shown}
        aria-label={t('volume')}
        aria-valuetext={`${shown} %`}
        onChange={(event) => controller.request('setVolume', { volume: Number(event.target.value) / PERCENT })}
      />
    </div>
  );
}
