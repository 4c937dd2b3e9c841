'use client';

import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

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

const frames: Entry[] = [];
const listeners = new Set<() => void>();
/** The settings page shown last, kept across the instant in which one frame replaces another in the same slot. */
let lastShown: string | null = null;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SettingsFrameSlot {
  /** False while a newer settings frame is on screen. */
  visible: boolean;
  /** The settings page that was on screen when this one opened (null when opened from elsewhere or loaded directly). */
  arrivedFrom: string | null;
}

export function useSettingsFrameSlot(pathname: string): SettingsFrameSlot {
  const [key] = useState(() => Symbol('settings-frame'));

  useLayoutEffect(() => {
    frames.push({ key, pathname, arrivedFrom: lastShown !== pathname ? lastShown : null });
    lastShown = pathname;
    emit();
    return () => {
      frames.splice(
        frames.findIndex((entry) => entry.key === key),
        1,
      );
      emit();
      // A frame replacing this one in the same commit registers right after this cleanup and must learn that
      // this page was on screen; once the commit is over, the top frame (or none: the viewer left) is what shows.
      queueMicrotask(() => {
        lastShown = frames.at(-1)?.pathname ?? null;
      });
    };
  }, [key, pathname]);

  const visible = useSyncExternalStore(
    subscribe,
    () => !frames.some((entry) => entry.key === key) || frames.at(-1)?.key === key,
    () => true,
  );
  const arrivedFrom = useSyncExternalStore(
    subscribe,
    () => frames.find((entry) => entry.key === key)?.arrivedFrom ?? null,
    () => null,
  );
  return { visible, arrivedFrom };
}
