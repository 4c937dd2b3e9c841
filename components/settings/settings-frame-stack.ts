'use client';

import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';

/**
 * Settings pages opened from another settings page render twice: the page loaded directly stays in the main slot
 * while the intercepting route (app/@modal/(.)settings) renders the next one in the modal slot. The viewer must see
 * one settings frame whose content changes (core-session-account.md section 2), so only the newest mounted frame
 * shows; the others stay mounted but render nothing until it leaves (e.g. history back to the direct page).
 */
interface Entry {
  key: symbol;
  pathname: string;
  arrivedFrom: string | null;
}

/** The mounted settings frames, oldest first. */
const framesAtom = atom<readonly Entry[]>([]);
/** The settings page shown last, kept across the instant in which one frame replaces another in the same slot. */
const lastShownAtom = atom<string | null>(null);

export interface SettingsFrameSlot {
  /** False while a newer settings frame is on screen. */
  visible: boolean;
  /** The settings page that was on screen when this one opened (null when opened from elsewhere or loaded directly). */
  arrivedFrom: string | null;
}

export function useSettingsFrameSlot(pathname: string): SettingsFrameSlot {
  const [key] = useState(() => Symbol('settings-frame'));
  const frames = useAtomValue(framesAtom);

  useLayoutEffect(() => {
    const store = getDefaultStore();
    const lastShown = store.get(lastShownAtom);
    store.set(framesAtom, (current) => [...current, { key, pathname, arrivedFrom: lastShown !== pathname ? lastShown : null }]);
    store.set(lastShownAtom, pathname);
    return () => {
      store.set(framesAtom, (current) => current.filter((entry) => entry.key !== key));
      // A frame replacing this one in the same commit registers right after this cleanup and must learn that
      // this page was on screen; once the commit is over, the top frame (or none: the viewer left) is what shows.
      queueMicrotask(() => store.set(lastShownAtom, store.get(framesAtom).at(-1)?.pathname ?? null));
    };
  }, [key, pathname]);

  const own = frames.find((entry) => entry.key === key);
  return { visible: !own || frames.at(-1)?.key === key, arrivedFrom: own?.arrivedFrom ?? null };
}
