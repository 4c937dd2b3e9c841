'use client';

import { useEffect, useRef, useState } from 'react';
import { onPageLeave } from '@/lib/connectivity/page-leave';
import { HISTORY_SAVE_AFTER_SECONDS, WATCH_FROM_BEGINNING_VISIBLE_MS } from '../controls/constants';
import { nextEpisodeDue } from '../controls/playback-points';
import type { PlayerController } from '../core/controller';

/** Watched time is counted in whole seconds of real playback. */
const TICK_MS = 1000;

export interface WatchProgressOptions {
  sourceKey: string;
  enabled: boolean;
  onNextEpisode?: () => void;
  onHistorySave?: (seconds: number, durationSec: number) => void;
}

/**
 * On-demand progress: history saved after 10 s of play (then on pause, page leave and unmount), the
 * next episode asked for 2 s before the end once per title.
 */
export function useWatchProgress(controller: PlayerController, options: WatchProgressOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { sourceKey, enabled } = options;
  useEffect(() => {
    if (!enabled) return;
    let watched = 0;
    let nextAsked = false;
    const save = () => {
      const { currentTime, duration, packshot } = controller.getState();
      if (watched >= HISTORY_SAVE_AFTER_SECONDS && !packshot)
        latest.current.onHistorySave?.(currentTime, Number.isFinite(duration) ? duration : 0);
    };
    const timer = setInterval(() => {
      const state = controller.getState();
      if (!state.play || state.paused || state.ad || state.packshot) return;
      watched += 1;
      if (watched === HISTORY_SAVE_AFTER_SECONDS) save();
    }, TICK_MS);
    const off = controller.subscribe((state, previous) => {
      if (state.packshot || state.ad) return;
      if (state.paused && !previous.paused) save();
      if (!nextAsked && nextEpisodeDue(state.currentTime, state.duration)) {
        nextAsked = true;
        latest.current.onNextEpisode?.();
      }
    });
    const offLeave = onPageLeave(save);
    return () => {
      clearInterval(timer);
      off();
      offLeave();
      save();
    };
  }, [controller, sourceKey, enabled]);
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
