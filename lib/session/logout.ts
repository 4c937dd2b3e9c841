'use client';

import { getBrowserApi } from '../api/browser';
import { removeDevice } from '../api/devices';
import { ApiError } from '../api/errors';
import { resetParentalMoments } from '../parental/parental-state';
import { logSessionEvent } from './analytics';
import { currentDeviceId } from './device-cookie';
import { forgetLocalSession, markLoggedOut } from './local-session';
import { browserStartupDeps, withTokenRecoveryPaused } from './session-bootstrap';

/**
 * Logout (core-session-account.md section 4): the device is removed together with the session's token
 * (DELETE ?logout=1), the session cookie and local storage are cleared, and a fresh guest takes over, or the
 * sign-in where the provider allows no guests (as at start-up).
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
  await fetch('/api/session', { method: 'DELETE' });
  forgetLocalSession();
  markLoggedOut(true);
  resetParentalMoments();
  api.clearCache();
  if (browserStartupDeps.isTelegramMiniApp()) return;
  const network = await browserStartupDeps.loadNetwork().catch(() => null);
  if (network && !network.isGuestAllowed) {
    browserStartupDeps.requestSignIn();
    return;
  }
  await browserStartupDeps.createGuest();
}
