'use client';

import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * The second the server rendered the page at. Progress bars computed from the browser's own clock during
 * hydration would differ from the server's markup (a hydration mismatch), so the first client render reuses
 * the server's second and the browser clock takes over right after.
 */
export const RenderTimeContext = createContext<number | null>(null);

/**
 * Wall-clock seconds, refreshed every `intervalMs` (progress bars refresh every 7 s, live-channels.md section 4).
 * Each tick is a transition: it re-renders every progress bar of a channel list, which React then does in slices
 * instead of one long task straight after hydration. The first one still comes at once: a view mounted after
 * hydration (the guide grid) lays out its timeline around the clock it first gets, and the server's second may be
 * minutes old on a cached page.
 */
export function useNowSec(intervalMs: number): number {
  const renderedAtSec = useContext(RenderTimeContext);
  const [now, setNow] = useState(() => renderedAtSec ?? Math.floor(Date.now() / 1000));
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Math.floor(Date.now() / 1000)));
    // Straight after hydration: the page may have been rendered seconds ago.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}

/** setTimeout's longest wait; a boundary further away is met by the regular clock first. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The wall-clock second `boundarySec` once it has come, else 0: the live page moves to the next programme at its
 * end (live-channels.md section 4 "Live player ticks every second"), not up to 7 s later with the progress clock.
 */
export function useBoundarySec(boundarySec: number | null): number {
  const [passed, setPassed] = useState(0);
  useEffect(() => {
    if (boundarySec === null) return;
    const wait = boundarySec * 1000 - Date.now();
    if (wait > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(() => setPassed(boundarySec), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [boundarySec]);
  return passed;
}
