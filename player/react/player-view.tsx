'use client';

import { useMemo, useRef, useState, useEffect, useLayoutEffect, type CSSProperties, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PLAY_PAUSE_ANIMATION_MS } from '../controls/constants';
import { useAds } from '../ads/use-ads';
import { CastButton, CastStatus } from '../cast/cast-button';
import { useCast } from '../cast/use-cast';
import { createEngineLoader, preloadEngine, prestartedPlaybackMedia } from '../engines/load-engine';
import { DoubleTapDetector } from '../gestures/double-tap';
import { stoppedMessageOf } from '../core/error-policy';
import { Icon } from './icons';
import { PlayerControls } from './player-controls';
import type { PlayerViewProps } from './player-view-types';
import styles from './player-view.module.css';
import { usePinchZoom } from './use-pinch-zoom';
import { ShortcutsHelp } from './shortcuts-help';
import { useControlsVisibility } from './use-controls-visibility';
import { useFullscreen } from './use-fullscreen';
import { useFullscreenPreference } from './use-fullscreen-preference';
import { usePictureInPicture } from './use-picture-in-picture';
import { sourceKey, usePlaybackSequence } from './use-playback-sequence';
import { usePlayerController } from './use-player-controller';
import { usePlayerEvents } from './use-player-events';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { usePlayerState } from './use-player-state';
import { useWatchProgress } from './use-watch-progress';
import { PlaybackOffers } from './playback-offers';
import { usePlaybackStats } from '../stats/use-playback-stats';
import { adoptDocked, closeDock, finishAdoption } from '../dock/dock-store';
import { useDockHandover } from './use-dock-handover';

export type { PlayerViewProps } from './player-view-types';

/** While casting or during an ad, the local picture is hidden. */
const hideLocalOf = (state: { casting: boolean; ad: boolean }) => state.casting || state.ad;

/**
 * The whole player: a <video> in reserved 16:9 space, the controls, shortcuts and gestures. Engines
 * load through dynamic imports only; pages import this component itself through next/dynamic.
 */
export function PlayerView(props: PlayerViewProps) {
  const t = useTranslations('player');
  const createEngine = useMemo(() => createEngineLoader(), []);
  const { services } = props;
  // A playback the mini-player holds for this page: its controller and <video> play on here (issue 18).
  const [adopted] = useState(() => (props.dock ? adoptDocked(props.dock.key) : null));
  // Or a <video> its source plays into already, made at the viewer's click (a return to a channel, prestart.ts).
  const [prestarted] = useState(() => (adopted ? null : prestartedVideo(props)));
  // A <video> React did not create: placed into the player's slot at its commit.
  const foreignMedia = adopted?.media ?? prestarted;
  const controller = usePlayerController(
    {
      createEngine,
      storage: services.storage(),
      trackPriorities: services.trackPriorities,
    },
    adopted?.controller ?? null,
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(foreignMedia);
  const mediaSlotRef = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [flash, setFlash] = useState<'play' | 'pause' | null>(null);
  const [interacted, setInteracted] = useState(false);
  const [taps] = useState(() => new DoubleTapDetector());
  const controls = useControlsVisibility(menuOpen);
  const state = usePlayerState(controller);

  useEffect(() => {
    if (videoRef.current) controller.attach(videoRef.current);
  }, [controller]);
  useLayoutEffect(() => {
    // Moved in the same task as the dock lets it go, so the picture never pauses.
    if (foreignMedia && mediaSlotRef.current) mediaSlotRef.current.append(foreignMedia);
  }, [foreignMedia]);
  useEffect(() => {
    // Only one player plays: a new playback ends the one in the mini-player.
    if (!adopted) closeDock();
  }, [adopted]);

  const key = sourceKey(props.source);
  const adoptedSourceKey = adopted?.sourceKey ?? null;
  // The title's engine downloads while packshots or a pre-roll play (shaka for DRM is the largest chunk).
  const source = props.source;
  useEffect(() => preloadEngine(source), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const ads = useAds(controller, {
    ads: props.ads,
    sourceKey: key,
    videoRef,
    onRemoveAds: props.onRemoveAds,
    viewer: props.viewer,
    services,
    adopted: adopted && {
      sourceKey: adopted.sourceKey,
      firedMidRollsMs: adopted.ads.firedMs,
      owedRoll: adopted.owedRoll,
    },
  });
  const sequence = usePlaybackSequence(controller, props, ads.blocking, adoptedSourceKey, videoRef);
  const leave = useDockHandover(controller, videoRef, {
    dock: props.dock,
    title: props.title,
    sourceKey: key,
    ads: props.ads,
    firedMidRollsMs: ads.firedMidRollsMs,
  });
  const reloadKey = props.reloadKey ?? 0;
  const reloaded = useRef({ reloadKey, key });
  useEffect(() => {
    const previous = reloaded.current;
    reloaded.current = { reloadKey, key };
    // A new source loads through the sequence already; the same source asked again reloads where it is, at the
    // address its new answer gave.
    if (previous.reloadKey !== reloadKey && previous.key === key)
      void controller.reload({ source: source ?? undefined });
  }, [controller, reloadKey, key, source]);
  usePlayerEvents(controller, {
    onAlert: services.alert,
    onStreamPositionRequest: props.onStreamPositionRequest,
    onError: props.onError,
    onEnded: () => {
      if (!sequence.advance()) props.onEnded?.();
    },
  });

  useWatchProgress(controller, {
    sourceKey: key,
    enabled: props.mode === 'vod',
    onNextEpisode: props.onNextEpisode,
    onHistorySave: props.onHistorySave,
    onPageLeave: services.onPageLeave,
  });
  usePlaybackStats(
    controller,
    {
      statId: props.statId ?? null,
      channelId: props.channelId ?? null,
      contentParentId: props.contentParentId ?? null,
      contentId: props.contentId ?? null,
      startType: props.startType ?? (props.autoplay ? 'autoplay' : 'click'),
      libraryId: props.libraryId ?? null,
    },
    props.source?.protocol ?? 'hls',
    services,
    props.viewer,
  );

  const cast = useCast(controller, videoRef, props.source, (castKey, values) => services.alert(t(castKey, values)));
  const toggleFullscreen = useFullscreen(controller, containerRef, videoRef);
  const fullscreen = useFullscreenPreference(controller, toggleFullscreen, services.storage);
  const togglePip = usePictureInPicture(controller, videoRef);
  useEffect(() => {
    if (!adopted) return;
    // Every hook took back what it keeps running; a break the mini-player stopped at plays as the picture goes on.
    finishAdoption(controller);
    if (adopted.owedRoll === 'midroll') void adopted.media.play().catch(() => undefined);
  }, [adopted, controller]);
  const hideForeign = foreignMedia !== null && hideLocalOf(state);
  useLayoutEffect(() => {
    // A <video> that is not React's own element: its class follows the state here.
    const media = videoRef.current;
    if (foreignMedia && media) media.className = hideForeign ? styles.videoHidden : styles.video;
  }, [foreignMedia, hideForeign]);
  const poster = props.poster ?? null;
  useLayoutEffect(() => {
    // The picture still to come shows the poster, as the player's own element does (an adopted one plays already).
    const media = videoRef.current;
    if (!prestarted || !media) return;
    if (poster) media.poster = poster;
    else media.removeAttribute('poster');
  }, [prestarted, poster]);

  const playing = state.play && !state.paused;
  const previousPlaying = useRef(playing);
  useEffect(() => {
    if (previousPlaying.current === playing) return;
    previousPlaying.current = playing;
    setFlash(playing ? 'play' : 'pause');
    const timer = setTimeout(() => setFlash(null), PLAY_PAUSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [playing]);

  const togglePlay = () => {
    if (!playing) {
      fullscreen.restoreOnGesture();
      props.onAction?.('play');
    }
    controller.request('togglePlay', undefined);
  };
  const toggleFullscreenByViewer = () => {
    props.onAction?.('toggle_fullscreen');
    void fullscreen.toggleAndRemember();
  };
  const onBack = props.onBack
    ? () => {
        leave();
        props.onAction?.('back');
        props.onBack?.();
      }
    : undefined;

  usePlayerShortcuts(controller, {
    rootRef: containerRef,
    onToggleFullscreen: toggleFullscreenByViewer,
    onTogglePlay: togglePlay,
    onEscape: () => {
      if (helpOpen) setHelpOpen(false);
      else setMenuOpen(false);
    },
    onToggleHelp: () => setHelpOpen((open) => !open),
  });

  const pinch = usePinchZoom(state.fullscreen);
  const onSurfaceTap = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' && pinch.pinching(event.timeStamp)) return;
    controls.show();
    const box = event.currentTarget.getBoundingClientRect();
    // A mouse click plays or pauses; double taps are a touch gesture (live-channels.md section 2).
    if (event.pointerType === 'mouse') {
      togglePlay();
      return;
    }
    const direction = taps.tap({ x: event.clientX - box.left, y: event.clientY - box.top }, box, event.timeStamp);
    if (direction) controller.request('skip', { direction });
  };

  const showUnmuteHint = props.autoplay === true && state.muted && state.play && !interacted;
  const hideLocal = hideLocalOf(state);
  const stoppedMessage = stoppedMessageOf(state);

  return (
    <div
      ref={containerRef}
      className={[styles.player, props.aspectRatio ? styles.shaped : '', pinch.zoomed ? styles.zoomed : ''].join(' ')}
      style={props.aspectRatio ? ({ '--picture-aspect': String(props.aspectRatio) } as CSSProperties) : undefined}
      data-mode={state.mode}
      // What is on screen: the title, a packshot before it, or an ad (tests and styles can tell them apart).
      data-phase={state.ad ? 'ad' : state.packshot ? 'packshot' : 'title'}
      data-testid="player"
      {...pinch.handlers}
      onPointerMove={controls.show}
      onFocus={controls.show}
      // Any touch of the player means the viewer has noticed it; the unmute hint has done its job.
      onPointerDown={() => setInteracted(true)}
      onKeyDown={() => setInteracted(true)}
    >
      {foreignMedia ? (
        <div ref={mediaSlotRef} className={styles.mediaSlot} />
      ) : (
        <video
          ref={videoRef}
          className={hideLocal ? styles.videoHidden : styles.video}
          playsInline
          poster={props.poster ?? undefined}
        />
      )}
      <div className={styles.surface} onPointerUp={onSurfaceTap} aria-hidden="true" />
      {(state.loading || state.waiting || props.streamPending) && !stoppedMessage && (
        <div className={styles.spinner} role="status" aria-label={t('loading')} />
      )}
      {flash && (
        <div className={styles.flash} aria-hidden="true">
          <Icon name={flash} />
        </div>
      )}
      {stoppedMessage && (
        <p className={styles.errorBox} role="alert">
          {t(stoppedMessage)}
        </p>
      )}
      {state.showPlayButton && !stoppedMessage && (
        <button type="button" className={styles.bigPlay} onClick={togglePlay} aria-label={t('play')}>
          <Icon name="play" />
        </button>
      )}
      {/* The unmute hint takes the corner until the viewer has touched the player. */}
      {props.marks && !showUnmuteHint && <div className={styles.marks}>{props.marks}</div>}
      {showUnmuteHint && (
        <button
          type="button"
          className={styles.unmuteHint}
          // The root's pointerdown hides the hint as soon as the viewer touches the player; on the hint itself that
          // unmounted it before its click, which then paused the picture instead of turning the sound on.
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => controller.setMuted(false)}
        >
          <Icon name="muted" />
          {t('unmuteHint')}
        </button>
      )}
      {!hideLocal && (
        <PlayerControls
          controller={controller}
          videoRef={videoRef}
          visible={controls.visible || !playing}
          menuOpen={menuOpen}
          onMenuOpenChange={setMenuOpen}
          onTogglePlay={togglePlay}
          onToggleFullscreen={toggleFullscreenByViewer}
          onTogglePictureInPicture={togglePip}
          onToggleHelp={() => setHelpOpen((open) => !open)}
          onBack={onBack}
          seekPreview={props.seekPreview}
          castButton={<CastButton cast={cast} />}
        />
      )}
      {!hideLocal && (
        <PlaybackOffers
          controller={controller}
          sourceKey={key}
          points={props.playbackPoints ?? []}
          startPosition={props.startPosition}
          resumeFrom={props.resumeFrom}
          onNextEpisode={props.onNextEpisode}
        />
      )}
      {state.casting && <CastStatus cast={cast} />}
      {ads.overlay}
      {helpOpen && <ShortcutsHelp onClose={() => setHelpOpen(false)} />}
    </div>
  );
}

/** The <video> a playback started ahead for the player's first source plays into, if any (from its default start). */
function prestartedVideo(props: PlayerViewProps): HTMLVideoElement | null {
  if (props.startPosition !== undefined || (props.packshots?.length ?? 0) > 0) return null;
  const media = prestartedPlaybackMedia(props.source);
  return media instanceof HTMLVideoElement ? media : null;
}
