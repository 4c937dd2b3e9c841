'use client';

import { getBrowserApi } from '../api/browser';
import { removeDevice } from '../api/devices';
import { ApiError } from '../api/errors';
import { markLoginGuestAttempt, resetParentalMoments } from './parental-moments';
import { logSessionEvent } from './analytics';
import { currentDeviceId } from './device-cookie';
import { forgetLocalSession, markLoggedOut } from './local-session';
import { browserStartupDeps, withTokenRecoveryPaused } from './session-bootstrap';

/**
 * Logout (core-session-account.md section 4): the device is removed together with the session's token
 * (DELETE ?logout=1), the session cookie and local storage are cleared, and the guest device this browser had
 * before the sign-in takes over; without one a fresh guest, or the sign-in where the provider allows no guests.
 */
export function logout(): Promise<void> {
  return withTokenRecoveryPaused(endSession);
}

async function endSession(): Promise<void> {
  const api = getBrowserApi();
  await logSessionEvent(api, 'logout');
  const deviceId = currentDeviceId();
  if (deviceId !== null) {
    try {
      await removeDevice(api, deviceId, { logout: true });
    } catch (error) {
      // A device already gone or a token already ended: logging out goes on regardless.
      if (!(error instanceof ApiError && [401, 404].includes(error.status))) throw error;
    }
  }
  // The guest device this browser had before signing in takes over again when it still exists (section 4).
  const ended = await fetch('/api/session?fallback=guest', { method: 'DELETE' });
  const { guest } = ((await ended.json().catch(() => null)) as { guest?: boolean } | null) ?? {};
  forgetLocalSession();
  markLoggedOut(true);
  resetParentalMoments();
  api.clearCache();
  if (guest) {
    markLoginGuestAttempt();
    return;
  }
  if (browserStartupDeps.isTelegramMiniApp()) return;
  const network = await browserStartupDeps.loadNetwork().catch(() => null);
  if (network && !network.isGuestAllowed) {
    browserStartupDeps.requestSignIn();
    return;
  }
  await browserStartupDeps.createGuest();
}
