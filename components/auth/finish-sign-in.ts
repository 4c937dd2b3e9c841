'use client';

import { getBrowserApi } from '@/lib/api/browser';
import { resetParentalMoments } from '@/lib/parental/parental-state';
import { DEVICE_COOKIE } from '@/lib/session/cookies';
import { markLoggedOut } from '@/lib/session/local-session';
import { deviceSerial } from '@/lib/session/device-serial';
import { describeBrowserDevice } from '@/lib/session/guest';
import { completeSignIn } from '@/lib/session/sign-in';

/**
 * The browser's part after a token was granted: the guest device id is dropped, this browser registered and
 * authorized as the member's device, caches cleared (core-session-account.md section 4 "Login by code").
 */
export async function finishBrowserSignIn(registered: boolean): Promise<void> {
  document.cookie = `${DEVICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  const api = getBrowserApi();
  api.clearCache();
  await completeSignIn({ api, device: describeBrowserDevice(navigator.userAgent, deviceSerial()), registered });
  resetParentalMoments();
  // Signed in again: a later start without a session may sign in automatically again (auto-auth, section 4).
  markLoggedOut(false);
}
