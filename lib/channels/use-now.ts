'use client';

import { useEffect, useState } from 'react';

/** Wall-clock seconds, refreshed every `intervalMs` (progress bars refresh every 7 s, live-channels.md section 4). */
export function useNowSec(intervalMs: number): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
