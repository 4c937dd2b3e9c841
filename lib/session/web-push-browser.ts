'use client';

import { getBrowserApi } from '../api/browser';
import { currentDeviceId } from './device-cookie';
import { syncWebPush, WEB_PUSH_KEY_PATH, type WebPushDeps, type WebPushOutcome } from './web-push';
import { debugLog } from '../debug-log';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const browserDeps: WebPushDeps = {
  permission: () => (typeof Notification === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) ? 'unsupported' : Notification.permission),
  publicKey: async () => {
    const response = await fetch(WEB_PUSH_KEY_PATH, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as { publicKey: string | null }).publicKey : null;
  },
  pushManager: async () => (await navigator.serviceWorker.getRegistration())?.pushManager ?? null,
  deviceId: () => currentDeviceId(),
  storage: localStore(),
};

/** syncWebPush in this browser; a failure (no push service reachable, a refused PATCH) is only logged. */
export function syncBrowserWebPush(): Promise<WebPushOutcome | null> {
  return syncWebPush(getBrowserApi(), browserDeps).catch((error: unknown) => {
    debugLog.warn('web push subscription failed', error);
    return null;
  });
}
