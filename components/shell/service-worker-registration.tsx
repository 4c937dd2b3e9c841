'use client';

import { useEffect } from 'react';

export const SERVICE_WORKER_URL = '/service-worker.js';

/** Registers the offline-capable service worker in production builds (development pages must never be cached). */
export function ServiceWorkerRegistration({ enabled = process.env.NODE_ENV === 'production' }: { enabled?: boolean }) {
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    // A browser that refuses the worker (private mode, blocked storage) simply runs without offline support.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  }, [enabled]);
  return null;
}
