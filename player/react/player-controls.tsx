'use client';

import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';
import { Icon } from './icons';
import { LiveBar } from './live-bar';
import type { SeekPreviewSource } from './player-view-types';
import styles from './player-view.module.css';
import { SeekBar } from './seek-bar';
import { hasSettings, SettingsMenu } from './settings-menu';
import { usePlayerState } from './use-player-state';
import { VolumeControl } from './volume-control';

export interface PlayerControlsProps {
  controller: PlayerController;
  videoRef: RefObject<HTMLVideoElement | null>;
  visible: boolean;
  menuOpen: boolean;
  onMenuOpenChange(open: boolean): void;
  onTogglePlay(): void;
  onToggleFullscreen(): void;
  onTogglePictureInPicture: (() => void) | null;
  onToggleHelp(): void;
  onBack?: () => void;
  castButton?: ReactNode;
  seekPreview?: SeekPreviewSource | null;
}

/** The bottom bar and the back button; hidden (not unmounted) so focus and menus survive hiding. */
export function PlayerControls(props: PlayerControlsProps) {
  const { controller, visible, menuOpen } = props;
  const t = useTranslations('player');
  const menuId = useId();
  const state: PlayerState = usePlayerState(controller);
  const canSkip = state.mode !== 'live' && !state.packshot;
  const playing = state.play && !state.paused;
  return (
    <div className={visible ? styles.controls : styles.controlsHidden} data-testid="player-controls">
      {props.onBack && (
        <button
          type="button"
          className={`${styles.button} ${styles.back}`}
          onClick={props.onBack}
          aria-label={t('back')}
        >
          <Icon name="arrowBack" />
        </button>
      )}
      <div className={styles.bar}>
        {state.mode === 'vod' || state.packshot ? (
          <SeekBar controller={controller} preview={state.packshot ? null : props.seekPreview} />
        ) : (
          <LiveBar controller={controller} videoRef={props.videoRef} />
        )}
        <div className={styles.row}>
          <button
            type="button"
            className={styles.button}
            onClick={props.onTogglePlay}
            aria-label={playing ? t('pause') : t('play')}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          {canSkip && (
            <>
              <button
                type="button"
                className={styles.button}
                onClick={() => controller.request('skip', { direction: -1 })}
                aria-label={t('skipBack')}
              >
                <Icon name="back10" />
              </button>
              <button
                type="button"
                className={styles.button}
                onClick={() => controller.request('skip', { direction: 1 })}
                aria-label={t('skipForward')}
              >
                <Icon name="forward10" />
              </button>
            </>
          )}
          {state.pendingSkip !== 0 && (
            <span className={styles.time} aria-live="polite">
              {t('pendingSkip', { seconds: state.pendingSkip })}
            </span>
          )}
          <VolumeControl controller={controller} />
          <span className={styles.spacer} />
          <button type="button" className={styles.button} onClick={props.onToggleHelp} aria-label={t('shortcuts')}>
            <Icon name="help" />
          </button>
          {hasSettings(state.tracks, state.mode) && (
            <div className={styles.menuAnchor}>
              <button
                type="button"
                className={styles.button}
                aria-label={t('settings')}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => props.onMenuOpenChange(!menuOpen)}
              >
                <Icon name="settings" />
              </button>
              {menuOpen && <SettingsMenu controller={controller} id={menuId} />}
            </div>
          )}
          {props.castButton}
          {props.onTogglePictureInPicture && (
            <button
              type="button"
              className={styles.button}
              onClick={props.onTogglePictureInPicture}
              aria-label={state.pictureInPicture ? t('pipExit') : t('pip')}
              aria-pressed={state.pictureInPicture}
            >
              <Icon name="pip" />
            </button>
          )}
          <button
            type="button"
            className={styles.button}
            onClick={props.onToggleFullscreen}
            aria-label={state.fullscreen ? t('fullscreenExit') : t('fullscreen')}
          >
            <Icon name={state.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
          </button>
        </div>
      </div>
    </div>
  );
}
