'use client';

import { useEffect } from 'react';
import { bindSpatialNavigation } from '@/lib/tv/spatial-navigation';
import { tvModeOfThisTab } from '@/lib/tv/tv-mode';

/**
 * TV mode (lib/tv/tv-mode.ts): marks the document (`data-tv`: the focus ring sized for a screen seen from 3 m) and
 * lets the remote's arrows, OK and Back drive the app. Off, it changes nothing.
 */
export function TvRemote() {
  useEffect(() => {
    if (!tvModeOfThisTab(window)) return;
    const root = document.documentElement;
    root.dataset.tv = '';
    const unbind = bindSpatialNavigation(document);
    return () => {
      unbind();
      delete root.dataset.tv;
    };
  }, []);
  return null;
}
