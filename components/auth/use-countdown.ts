'use client';

import { useEffect, useState } from 'react';

/** Seconds left of a countdown restarted whenever `startedAt` changes. */
export function useCountdown(seconds: number, startedAt: number | null): number {
  const [left, setLeft] = useState(startedAt === null ? 0 : seconds);
  useEffect(() => {
    if (startedAt === null) return;
    const tick = () => setLeft(Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [seconds, startedAt]);
  return left;
}
