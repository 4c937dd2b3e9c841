'use client';

import { getBrowserApi } from '../api/browser';
import { ApiError } from '../api/errors';
import { createGuestSession, describeBrowserDevice } from './guest';

const DEVICE_SERIAL_KEY = 'device_serial';

/** A stable serial per browser, so re-authorizing does not register a new device each time. */
function deviceSerial(): string {
  let serial = localStorage.getItem(DEVICE_SERIAL_KEY);
  if (!serial) {
    serial = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_SERIAL_KEY, serial);
  }
  return serial;
}

let running: Promise<void> | null = null;

/**
 * Makes sure this browser has a session: the existing one when the platform accepts it, otherwise a
 * new guest. One run at a time, however many components ask.
 */
export function ensureBrowserSession(): Promise<void> {
  running ??= (async () => {
    const api = getBrowserApi();
    try {
      await api.get('/v2/users/self', { cacheMs: 0 });
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    await createGuestSession(api, () => api, describeBrowserDevice(navigator.userAgent, deviceSerial()));
  })().finally(() => {
    running = null;
  });
  return running;
}
