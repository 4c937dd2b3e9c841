'use client';

import { useState, type ComponentType } from 'react';
import type { PlayerViewProps } from './player-view-types';
import { loadedPlayerView } from './preload';

/**
 * The player view, rendered straight from its module when that is here already, else through the page's lazy view
 * (`next/dynamic` around `loadPlayerView`, with the page's placeholder). A lazy component suspends on its first render
 * in a page even when its module has loaded, and React commits a Suspense boundary's retry no sooner than 300 ms after
 * any boundary of the page last showed or hid its fallback (its reveal throttle): traced, the /watch player appeared
 * 300 ms after the page had its stream, and the engine loaded nothing meanwhile. Chosen once per mount, so the choice
 * never remounts a playing player.
 */
export function PlayerViewSlot({ lazyView, ...props }: PlayerViewProps & { lazyView: ComponentType<PlayerViewProps> }) {
  const [View] = useState(() => loadedPlayerView()?.PlayerView ?? lazyView);
  return <View {...props} />;
}
