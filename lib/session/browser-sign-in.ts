'use client';

import { getBrowserApi } from '../api/browser';
import type { Device } from '../api/types/identity';
import { resetParentalMoments } from './parental-moments';
import { deviceSerial } from './device-serial';
import { describeBrowserDevice } from './guest';
import { markLoggedOut } from './local-session';
import { completeSignIn } from './sign-in';

/**
 * The browser's part after a token was granted, by the sign-in forms, a link's access_token, the Telegram mini-app
 * or auto-auth alike: this browser registered and authorized as the member's device (the gateway already dropped
 * the guest's device id with the user-level token), caches cleared (core-session-account.md section 4 "Login by
 * code"). Without a device, parental switches would have nowhere to be saved. Answers the device signed out to make
 * room for this one, if the account was at its device limit.
 */
export async function finishBrowserSignIn(registered: boolean): Promise<{ removedDevice: Device | null }> {
  const api = getBrowserApi();
  api.clearCache();
  const { removedDevice } = await completeSignIn({ api, device: describeBrowserDevice(navigator.userAgent, deviceSerial()), registered });
  resetParentalMoments();
  // Signed in again: a later start without a session may sign in automatically again (auto-auth, section 4).
  markLoggedOut(false);
  return { removedDevice };
}
