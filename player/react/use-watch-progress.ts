'use client';

import { useEffect, useRef, useState } from 'react';
import { WATCH_FROM_BEGINNING_VISIBLE_MS } from '../controls/constants';
import { isHistorySaveDue } from '../controls/history-saving';
import { nextEpisodeDue } from '../controls/playback-points';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';
import { retainPart, takePart } from '../dock/dock-store';

/** Watched time is counted in whole seconds of real playback. */
const TICK_MS = 1000;

export interface WatchProgressOptions {
  sourceKey: string;
  enabled: boolean;
  onNextEpisode?: () => void;
  onHistorySave?: (seconds: number, durationSec: number) => void;
  /** PlayerServices.onPageLeave: the position is saved as the page is left. */
  onPageLeave: (listener: () => void) => () => void;
}

/** Packshots and ads play in the same player but are not the title: they never count as viewing. */
const watchingTitle = (state: PlayerState) => state.play && !state.paused && !state.ad && !state.packshot;

/**
 * On-demand progress of the title itself (catalogue-vod-billing.md section 5): history saved after 10 s
 * of real play, then every 30 s of play, on pause, page leave and unmount; the next episode asked for
 * once, 2 s before the end of a title over 20 s or when a shorter one ends.
 */
export function useWatchProgress(controller: PlayerController, options: WatchProgressOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { sourceKey, enabled, onPageLeave } = options;
  useEffect(() => {
    if (!enabled) return;
    // Docked in the mini-player and adopted back, the count of watched seconds and the saving go on where they were.
    const progress =
      (takePart(controller, 'progress', sourceKey)?.value as RunningProgress | undefined) ??
      startProgress(controller, latest, onPageLeave);
    progress.bind(latest);
    return () => {
      // The mini-player keeps saving the position; it never opens the next episode over the page the viewer chose.
      const docked = { current: { ...latest.current, onNextEpisode: undefined } };
      if (retainPart(controller, 'progress', sourceKey, () => progress.stop(), progress)) {
        progress.bind(docked);
        return;
      }
      progress.stop();
    };
  }, [controller, sourceKey, enabled, onPageLeave]);
}

interface RunningProgress {
  /** The options (callbacks) the running count reports to: the page's, or the dock's copy without next episode. */
  bind(options: { current: WatchProgressOptions }): void;
  /** Stops counting and saves the position. */
  stop(): void;
}

function startProgress(
  controller: PlayerController,
  initial: { current: WatchProgressOptions },
  onPageLeave: WatchProgressOptions['onPageLeave'],
): RunningProgress {
  let latest = initial;
  let watched = 0;
  let lastSaved: number | null = null;
  let nextAsked = false;
  const save = () => {
    const { currentTime, duration, packshot, ad } = controller.getState();
    if (lastSaved === null || packshot || ad || currentTime <= 0) return;
    latest.current.onHistorySave?.(currentTime, Number.isFinite(duration) ? duration : 0);
  };
  const askNext = () => {
    if (nextAsked) return;
    nextAsked = true;
    lastSaved ??= watched;
    save();
    latest.current.onNextEpisode?.();
  };
  const timer = setInterval(() => {
    if (!watchingTitle(controller.getState())) return;
    watched += 1;
    if (isHistorySaveDue(watched, lastSaved)) {
      lastSaved = watched;
      save();
    }
  }, TICK_MS);
  const offState = controller.subscribe((state, previous) => {
    if (state.packshot || state.ad) return;
    if (state.paused && !previous.paused) save();
    if (nextEpisodeDue(state.currentTime, state.duration)) askNext();
  });
  const offEnded = controller.on('ended', () => {
    if (!controller.getState().packshot) askNext();
  });
  const offLeave = onPageLeave(save);
  return {
    bind(options) {
      latest = options;
    },
    stop() {
      clearInterval(timer);
      offState();
      offEnded();
      offLeave();
      save();
    },
  };
}

/** A button visible for 5 s after playback first starts (watch from the beginning, resume). */
export function useBriefOffer(controller: PlayerController, sourceKey: string, wanted: boolean): [boolean, () => void] {
  const [shown, setShown] = useState<{ key: string; visible: boolean } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = controller.subscribe((state) => {
      if (!state.play || state.packshot || state.ad || timer) return;
      setShown({ key: sourceKey, visible: true });
      timer = setTimeout(() => setShown({ key: sourceKey, visible: false }), WATCH_FROM_BEGINNING_VISIBLE_MS);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [controller, sourceKey, wanted]);
  const visible = wanted && shown?.key === sourceKey && shown.visible;
  return [visible, () => setShown({ key: sourceKey, visible: false })];
}
