'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { AdInfo } from '../ads/ad-types';
import type { PlayerController } from '../core/controller';
import { canDock, dockPlayback } from '../dock/dock-store';
import type { PlayerDockOptions } from './player-view-types';

export interface DockHandoverOptions {
  dock: PlayerDockOptions | undefined;
  title: string | undefined;
  sourceKey: string;
  ads: AdInfo | null | undefined;
  firedMidRollsMs(): number[];
}

/**
 * As the page goes, a playing player hands its controller and <video> to the mini-player instead of ending (issue 18).
 * It runs in a layout clean-up: the <video> is still in the document then, and moving it in that same task keeps it
 * playing. Returns `leave`, for the player's own Back: a viewer who leaves the player that way means to stop.
 */
export function useDockHandover(
  controller: PlayerController<HTMLMediaElement>,
  videoRef: RefObject<HTMLVideoElement | null>,
  options: DockHandoverOptions,
): () => void {
  const latest = useRef(options);
  const href = useRef('');
  const leaving = useRef(false);
  useEffect(() => {
    latest.current = options;
    // The address of the page as it is now (the channel's archive position is in it): "back to full view" returns here.
    href.current = `${window.location.pathname}${window.location.search}`;
  });
  useLayoutEffect(() => {
    const media = videoRef.current;
    return () => {
      const { dock, title, sourceKey, ads, firedMidRollsMs } = latest.current;
      const state = controller.getState();
      if (!dock || !media || leaving.current || !canDock(state)) return;
      const fired = firedMidRollsMs();
      dockPlayback({
        key: dock.key,
        href: href.current,
        title: title ?? '',
        controller,
        media,
        sourceKey,
        restore: dock.restore,
        ads: {
          breaksMs: (ads?.middleRollPoints ?? [])
            .map((point) => point.positionMs)
            .filter((positionMs) => positionMs > 0 && !fired.includes(positionMs)),
          firedMs: fired,
          postPauseRoll: state.mode !== 'live' && (ads?.postPauseRoll.length ?? 0) > 0,
        },
      });
    };
  }, [controller, videoRef]);
  return () => {
    leaving.current = true;
  };
}
