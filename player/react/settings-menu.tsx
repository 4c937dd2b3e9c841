'use client';

import { useTranslations } from 'next-intl';
import { PLAYBACK_RATE_MAX, PLAYBACK_RATE_MIN, PLAYBACK_RATE_STEP } from '../core/constants';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';
import { AUTO_LEVEL, type PlaybackMode, type TrackLists } from '../core/types';
import styles from './player-view.module.css';
import { usePlayerState } from './use-player-state';

const OFF = 'off';
const RATES: number[] = [];
for (let rate = PLAYBACK_RATE_MIN; rate <= PLAYBACK_RATE_MAX; rate += PLAYBACK_RATE_STEP) RATES.push(rate);

const selectTracks = (s: PlayerState) => s.tracks;
const selectRate = (s: PlayerState) => s.playbackRate;
const selectMode = (s: PlayerState) => s.mode;

/**
 * Quality, audio and subtitles, each only when there is a choice (live-channels.md section 2), and
 * speed for on-demand titles (section 9).
 */
export function SettingsMenu({ controller, id }: { controller: PlayerController; id: string }) {
  const t = useTranslations('player');
  const tracks = usePlayerState(controller, selectTracks);
  const rate = usePlayerState(controller, selectRate);
  const mode = usePlayerState(controller, selectMode);
  const enabledText = tracks.text.find((track) => track.enabled);
  const enabledAudio = tracks.audio.find((track) => track.enabled);
  return (
    <div id={id} className={styles.menu} role="group" aria-label={t('settings')}>
      {tracks.levels.length > 1 && (
        <label className={styles.menuRow}>
          <span>{t('quality')}</span>
          <select
            aria-label={t('quality')}
            value={tracks.level}
            onChange={(event) => controller.request('setLevel', { id: Number(event.target.value) })}
          >
            <option value={AUTO_LEVEL}>{t('qualityAuto')}</option>
            {tracks.levels.map((level) => (
              <option key={level.id} value={level.id}>
                {t('qualityHeight', { height: level.height })}
              </option>
            ))}
          </select>
        </label>
      )}
      {tracks.audio.length > 1 && (
        <label className={styles.menuRow}>
          <span>{t('audio')}</span>
          <select
            aria-label={t('audio')}
            value={enabledAudio?.id ?? tracks.audio[0].id}
            onChange={(event) => controller.request('setAudioTrack', { id: Number(event.target.value) })}
          >
            {tracks.audio.map((track) => (
              <option key={track.id} value={track.id}>
                {track.label || track.language}
              </option>
            ))}
          </select>
        </label>
      )}
      {tracks.text.length > 0 && (
        <label className={styles.menuRow}>
          <span>{t('subtitles')}</span>
          <select
            aria-label={t('subtitles')}
            value={enabledText?.id ?? OFF}
            onChange={(event) =>
              controller.request('setTextTrack', { id: event.target.value === OFF ? null : Number(event.target.value) })
            }
          >
            <option value={OFF}>{t('subtitlesOff')}</option>
            {tracks.text.map((track) => (
              <option key={track.id} value={track.id}>
                {track.label || track.language}
              </option>
            ))}
          </select>
        </label>
      )}
      {mode === 'vod' && (
        <label className={styles.menuRow}>
          <span>{t('speed')}</span>
          <select
            aria-label={t('speed')}
            value={rate}
            onChange={(event) => controller.request('setPlaybackRate', { rate: Number(event.target.value) })}
          >
            {RATES.map((value) => (
              <option key={value} value={value}>
                {value === 1 ? t('speedNormal') : `${value}×`}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** Whether the settings button has anything to offer. */
export function hasSettings(tracks: TrackLists, mode: PlaybackMode): boolean {
  return mode === 'vod' || tracks.levels.length > 1 || tracks.audio.length > 1 || tracks.text.length > 0;
}
