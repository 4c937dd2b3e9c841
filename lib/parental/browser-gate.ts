'use client';

import { getBrowserApi } from '../api/browser';
import { getDevice } from '../api/devices';
import { ApiError } from '../api/errors';
import { openModal } from '../modals';
import type { DeviceParentalSettings, ParentalAction } from '../rules/parental';
import { currentDeviceId } from '../session/device-cookie';
import { reportMissingDevice } from '../session/device-missing';
import { openSignIn } from '../session/use-auth-gate';
import { loadCurrentUser } from '../session/load-current-user';
import { parentalMoments } from '../session/parental-moments';
import { runParentalGate, type ParentalGateDeps, type ParentalGateOptions } from './gate';
import { isParentalIgnoredByEmbed } from './parental-state';
import { settleParentalRequest, startParentalRequest } from './pin-request';

/** A 404 on device settings means this browser's device is gone: the session restarts once (section 8). */
export function isMissingDevice(error: unknown): boolean {
  if (!(error instanceof ApiError && error.status === 404)) return false;
  reportMissingDevice();
  return true;
}

/** Parental settings of this browser's device (the device id is kept in a cookie, section 7). */
export async function loadCurrentDeviceSettings(): Promise<DeviceParentalSettings | null> {
  const id = currentDeviceId();
  if (id === null) return null;
  try {
    return (await getDevice(getBrowserApi(), id)).parentalSettings;
  } catch (error) {
    // A 401 is already the API client's token error.
    if (isMissingDevice(error) || (error instanceof ApiError && error.status === 401)) return null;
    throw error;
  }
}

function ask(kind: 'pin' | 'set_pin', action: ParentalAction): Promise<boolean> {
  const { answer, joined } = startParentalRequest(kind, action);
  if (joined) return answer;
  openModal(kind === 'pin' ? 'pincode' : 'parental_set', { action }, { onClose: () => settleParentalRequest(false) });
  return answer;
}

export const browserParentalDeps: ParentalGateDeps = {
  now: () => Date.now(),
  loadViewer: async () => {
    const user = await loadCurrentUser();
    return user && { isGuest: user.isGuest, birthYear: user.birthYear, parentalStatus: user.parentalStatus };
  },
  loadDeviceSettings: loadCurrentDeviceSettings,
  moments: parentalMoments,
  ignoredByEmbed: () => isParentalIgnoredByEmbed(window.location),
  askPin: (action) => ask('pin', action),
  askSetPin: (action) => ask('set_pin', action),
  askSignIn: () =>
    new Promise<boolean>((resolve) => openSignIn({ resume: () => resolve(true), cancel: () => resolve(false) })),
};

/**
 * Where only a parent may act (a child profile making itself adult, switching to an adult profile, lifting a
 * device lock) the platform answers 403 pincode_required. The PIN modal opens; the right PIN grants this session
 * for a few minutes on the platform, and the call runs again. Null when the viewer closes the modal instead; a
 * wrong PIN keeps the modal open, so nothing typed elsewhere is lost.
 */
export async function withPinOnDemand<T>(task: () => Promise<T>, action: ParentalAction = 'profile'): Promise<T | null> {
  try {
    return await task();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'pincode_required')) throw error;
    if (!(await ask('pin', action))) return null;
    return task();
  }
}

/** The parental gate outside React (e.g. from a player callback). */
export function ensureParentalAccess(action: ParentalAction, options?: ParentalGateOptions): Promise<boolean> {
  return runParentalGate(action, browserParentalDeps, options);
}
