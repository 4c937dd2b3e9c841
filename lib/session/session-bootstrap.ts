'use client';

import { authorizeDevice } from '../api/auth';
import { getBrowserApi, onBrowserAuthError } from '../api/browser';
import { isEnvelope } from '../api/client';
import { resendLeaveCalls } from '../api/leave-outbox';
import { ApiError, isForbiddenCountry } from '../api/errors';
import { getNetworkInfo, getPlatformConfiguration, getPlatformResources } from '../api/platform';
import { isTokenGrant } from '../api/token-grant';
import { getCurrentUser } from '../api/users';
import { openMessage } from '../modals';
import { markLoginGuestAttempt } from './parental-moments';
import { markAppReady } from './app-ready';
import { finishBrowserSignIn } from './browser-sign-in';
import { openSignIn } from './use-auth-gate';
import { showRegionalBlockAtStartup } from './regional-block';
import { currentDeviceId, tokenIssuedAt } from './device-cookie';
import { onMissingDevice } from './device-missing';
import { deviceSerial } from './device-serial';
import { createGuestSession, describeBrowserDevice } from './guest';
import { forgetLocalSession, isLoggedOut, isTelegramMiniApp } from './local-session';
import { recoverFromTokenError, runStartup, type StartupDeps, type StartupResult } from './startup';
import { startupTexts } from './startup-texts';
import { showForbiddenCountry } from './forbidden-country';
import { debugLog } from '../debug-log';

async function adoptToken(token: string, replace = false): Promise<void> {
  const response = await fetch('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: token, replace }),
  });
  if (!response.ok) throw new Error(`the sign-in token was refused (${response.status})`);
  try {
    await finishBrowserSignIn(false);
  } catch (error) {
    // Signed in all the same; the device is registered again at the next start (re-authorization finds none).
    if (isForbiddenCountry(error)) throw error;
    debugLog.warn('the device of a token sign-in could not be registered', error);
    getBrowserApi().clearCache();
  }
}

function takeAddressToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('access_token') ?? url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('access_token');
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

async function reauthorizeDevice(): Promise<boolean> {
  const id = currentDeviceId();
  if (id === null) return false;
  try {
    await authorizeDevice(getBrowserApi(), id);
    return true;
  } catch (error) {
    if (isForbiddenCountry(error)) throw error;
    return false;
  }
}

async function clearSession(): Promise<void> {
  await fetch('/api/session', { method: 'DELETE' });
  forgetLocalSession();
  getBrowserApi().clearCache();
}

export const browserStartupDeps: StartupDeps = {
  now: () => Date.now(),
  loadNetwork: () => getNetworkInfo(getBrowserApi()),
  loadResources: async () => {
    const api = getBrowserApi();
    const [resources, configuration] = await Promise.all([getPlatformResources(api), getPlatformConfiguration(api)]);
    return { resources, configuration };
  },
  showNoProvider: (text) => openMessage({ title: text.title, text: text.description, icon: 'info' }),
  loggedOut: isLoggedOut,
  autoAuth: async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ manufacturer: navigator.vendor, model: navigator.platform, serial: deviceSerial(), os: navigator.userAgent }),
    });
    const body: unknown = await response.json().catch(() => null);
    // A bare grant or an enveloped one; recognised by its shape, never by a data field alone.
    const grant = isEnvelope(body) ? body.data : body;
    const token = isTokenGrant(grant) ? grant.access_token : null;
    if (!response.ok || !token) throw new Error(`auto-auth answered ${response.status}`);
    return token;
  },
  askAutoAuthRetry: (phone) =>
    new Promise<boolean>((resolve) => {
      const texts = startupTexts();
      openMessage({
        title: texts.autoAuthTitle,
        text: phone ? `${texts.autoAuthFailed}\n${texts.support} ${phone}` : texts.autoAuthFailed,
        icon: 'error',
        buttons: [
          { label: texts.retry, primary: true, onClick: () => resolve(true) },
          { label: texts.continue, onClick: () => resolve(false) },
        ],
      });
    }),
  takeAddressToken,
  adoptToken,
  confirmAddressSignIn: () =>
    new Promise<boolean>((resolve) => {
      const texts = startupTexts();
      openMessage({
        title: texts.addressSignInTitle,
        text: texts.addressSignInText,
        icon: 'info',
        buttons: [
          { label: texts.addressSignInConfirm, primary: true, onClick: () => resolve(true) },
          { label: texts.addressSignInKeep, onClick: () => resolve(false) },
        ],
      }, { onClose: () => resolve(false) });
    }),
  loadSession: async () => {
    try {
      const user = await getCurrentUser(getBrowserApi());
      return { state: user.isGuest ? 'guest' : 'member', childProfile: user.profile?.role === 'child' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { state: 'none', childProfile: false };
      throw error;
    }
  },
  tokenIssuedAt: () => tokenIssuedAt(),
  reauthorizeDevice,
  clearSession,
  createGuest: async () => {
    // Section 4: the PIN is not asked within 30 s of a login as guest.
    markLoginGuestAttempt();
    const api = getBrowserApi();
    await createGuestSession(api, () => api, describeBrowserDevice(navigator.userAgent, deviceSerial()));
    api.clearCache();
  },
  isTelegramMiniApp: () => isTelegramMiniApp(),
  requestSignIn: () => openSignIn(),
  isForbiddenCountry,
  showForbiddenCountry,
};

let running: Promise<StartupResult> | null = null;
/** Token errors during start-up are start-up's own business (a 401 there simply means "no session yet"). */
let started = false;
/** A logout ends the token on purpose: 401s of calls still in flight must not start a second guest. */
let pausedBy = 0;

export async function withTokenRecoveryPaused<T>(task: () => Promise<T>): Promise<T> {
  pausedBy += 1;
  try {
    return await task();
  } finally {
    pausedBy -= 1;
  }
}
let recovering: Promise<unknown> | null = null;

/**
 * Runs the start-up once per page load (however many components ask) and marks the app ready. Token errors
 * reported by the API client afterwards re-authorize the device or start a fresh session.
 */
export function startApp(): Promise<StartupResult> {
  running ??= runStartup(browserStartupDeps).then(
    (result) => {
      started = true;
      markAppReady(result);
      // Saves the previous page made while it was being left, sent again now there is a session to send them with.
      void resendLeaveCalls(getBrowserApi());
      if (result.session === 'member') void showRegionalBlockAtStartup(getBrowserApi(), result.network?.provider?.shortname);
      return result;
    },
    (error: unknown) => {
      // A failed start-up still ends the wait: pages show the viewer the platform reports (none, a sign-in offer)
      // instead of loading placeholders for ever.
      started = true;
      markAppReady({ network: null, resources: null, configuration: null, session: 'none' });
      throw error;
    },
  );
  return running;
}

/** Makes sure this browser has a session (kept for callers that only need that). */
export async function ensureBrowserSession(): Promise<void> {
  await startApp();
}

function recover(onRecovered: () => void): void {
  if (!started || pausedBy > 0) return;
  recovering ??= recoverFromTokenError(browserStartupDeps)
    .then(onRecovered)
    .catch((error: unknown) => debugLog.error('session recovery failed', error))
    .finally(() => {
      recovering = null;
    });
}

/**
 * Listens for token errors, and for a device-settings 404 (the device is gone: the same recovery, once per page
 * load, section 8); returns the unsubscribe.
 */
export function watchTokenErrors(onRecovered: () => void): () => void {
  const stopAuthErrors = onBrowserAuthError(() => recover(onRecovered));
  const stopMissingDevice = onMissingDevice(() => recover(onRecovered));
  return () => {
    stopAuthErrors();
    stopMissingDevice();
  };
}
