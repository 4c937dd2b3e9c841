'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { closeDock, dockStage, oweRoll, type DockedPlayback } from '@/player/dock/dock-store';
import { Icon } from '@/player/react/icons';
import { usePlayerState } from '@/player/react/use-player-state';
import styles from './mini-player.module.css';

const CLOSE_PATH = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
const pictureInPictureEnabled = () => document.pictureInPictureEnabled === true;
const neverChanges = () => () => undefined;

/**
 * The docked player: the <video> the page's player handed over keeps playing in a corner (a strip above the bottom
 * navigation on a phone), with play/pause (sound on/off for live, which cannot pause), picture in picture, back to
 * full view and close. Closing ends the playback through the player's own paths, which send the leave statistics.
 */
export function MiniPlayer({ playback }: { playback: DockedPlayback }) {
  const t = useTranslations('miniPlayer');
  const router = useLocalizedRouter();
  const { controller, media, ads } = playback;
  const state = usePlayerState(controller);
  const pipSupported = useSyncExternalStore(neverChanges, pictureInPictureEnabled, () => false);
  const { user } = useCurrentUser({ revalidateOnMount: false });
  const viewerKey = user ? `${user.id}:${user.profile?.id ?? ''}` : null;
  const startedBy = useRef(viewerKey);

  useEffect(() => {
    // Parental and purchase checks were passed by the viewer and profile that started it: another one (a profile
    // switch, a sign-out) does not inherit the playback.
    if (startedBy.current === null) startedBy.current = viewerKey;
    else if (viewerKey !== null && viewerKey !== startedBy.current) closeDock();
  }, [viewerKey]);

  const label = t('label');
  useLayoutEffect(() => {
    // The box is the dock store's, outside React's tree: it is styled and shown here, hidden again when done.
    const box = dockStage();
    box.className = styles.dock;
    box.dataset.testid = 'mini-player';
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
    box.hidden = false;
    return () => {
      box.hidden = true;
    };
  }, [label]);

  useEffect(() => {
    // An ad break is never skipped by shrinking: the picture stops at it and the full view plays it.
    return controller.subscribe((current) => {
      if (!current.play || !ads.breaksMs.some((positionMs) => current.currentTime * 1000 >= positionMs)) return;
      media.pause();
      oweRoll('midroll');
    });
  }, [controller, media, ads]);

  const live = state.mode === 'live';
  const playing = state.play && !state.paused;
  const owed = playback.owedRoll !== null;
  const fullView = () => router.push(playback.href);
  const togglePlay = () => {
    if (playing) {
      controller.pause();
      // The full player shows its pause roll then; the docked one leaves it owed to the full view.
      if (ads.postPauseRoll) oweRoll('postpause');
    } else void controller.play();
  };

  return createPortal(
    <div className={styles.bar}>
      <p className={styles.title} title={playback.title}>
        {owed ? t('adWaiting') : playback.title}
      </p>
      <div className={styles.buttons}>
        {owed ? null : live ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => controller.toggleMute()}
            aria-label={state.muted ? t('unmute') : t('mute')}
            aria-pressed={state.muted}
          >
            <Icon name={state.muted ? 'muted' : 'volume'} />
          </button>
        ) : (
          <button
            type="button"
            className={styles.button}
            onClick={togglePlay}
            aria-label={playing ? t('pause') : t('play')}
            data-testid="mini-player-play"
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
        )}
        {pipSupported && !owed ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
              else void media.requestPictureInPicture().catch(() => undefined);
            }}
            aria-label={t('pictureInPicture')}
          >
            <Icon name="pip" />
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={fullView} aria-label={t('fullView')}>
          <Icon name="fullscreen" />
        </button>
        <button type="button" className={styles.button} onClick={closeDock} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={CLOSE_PATH} fill="currentColor" />
          </svg>
        </button>
      </div>
    </div>,
    dockStage(),
  );
}
