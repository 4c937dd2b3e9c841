'use client';

import { useEffect } from 'react';
import { useShellViewer } from '@/lib/session/shell-viewer';

/**
 * Keeps this browser's push subscription on the device of whoever is signed in: a sign-in or logout changes the
 * device, whose notification token must follow (lib/session/web-push.ts). Nothing runs before the browser allowed
 * notifications (the permission prompt subscribes at once when it is allowed).
 */
export function WebPushSync() {
  const { user } = useShellViewer();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void import('@/lib/session/web-push-browser').then((module) => module.syncBrowserWebPush());
  }, [userId]);
  return null;
}
