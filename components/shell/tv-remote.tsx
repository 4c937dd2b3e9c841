'use client';

import { useEffect } from 'react';
import { bindSpatialNavigation } from '@/lib/tv/spatial-navigation';
import { isTvModeOn } from '@/lib/tv/tv-mode';

/**
 * TV mode (lib/tv/tv-mode.ts; the document is marked before it paints): lets the remote's arrows, OK and Back drive
 * the app. Off, it changes nothing.
 */
export function TvRemote() {
  useEffect(() => {
    if (!isTvModeOn(document)) return;
    return bindSpatialNavigation(document);
  }, []);
  return null;
}
