'use client';

import { useEffect, useRef } from 'react';
import { MESSAGES_REFRESH_INTERVAL_MS, shouldRefreshMessages } from '@/lib/rules/notifications';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Calls `refresh` every 150 s while the viewer was active in the last 1800 s (section 9). */
export function useMessagesRefresh(refresh: () => void, enabled: boolean): void {
  const lastActivity = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    lastActivity.current = Date.now();
    const mark = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, mark, { passive: true });
    const timer = setInterval(() => {
      if (shouldRefreshMessages(lastActivity.current, Date.now())) refresh();
    }, MESSAGES_REFRESH_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, mark);
    };
  }, [enabled, refresh]);
}
