import {
  isAdultViewer,
  parentalCheck,
  type DeviceParentalSettings,
  type ParentalAction,
  type ParentalOutcome,
  type ParentalStatus,
} from '../rules/parental';
import type { ParentalMoments } from '../session/parental-moments';

export interface ParentalGateViewer {
  isGuest: boolean;
  birthYear: number | null;
  parentalStatus: ParentalStatus;
}

export interface ParentalGateOptions {
  /** The device settings to judge by, when the caller already holds them (the settings pages do). */
  deviceSettings?: DeviceParentalSettings | null;
}

export interface ParentalGateDeps {
  now(): number;
  /** Null when there is no session at all. */
  loadViewer(): Promise<ParentalGateViewer | null>;
  loadDeviceSettings(): Promise<DeviceParentalSettings | null>;
  moments(): ParentalMoments;
  ignoredByEmbed(): boolean;
  /** Opens pincode; resolves true after a correct PIN. */
  askPin(action: ParentalAction): Promise<boolean>;
  /** Opens parental_set; resolves true once a PIN was created (or the viewer chose not to use one). */
  askSetPin(action: ParentalAction): Promise<boolean>;
  /** Opens auth; resolves true after sign-in (the caller re-runs the check then). */
  askSignIn(): Promise<boolean>;
}

/** Runs the parental check table once and the question its outcome calls for. */
export async function runParentalGate(
  action: ParentalAction,
  deps: ParentalGateDeps,
  options: ParentalGateOptions = {},
  signInAsked = false,
): Promise<boolean> {
  const [viewer, deviceSettings] = await Promise.all([
    deps.loadViewer(),
    options.deviceSettings !== undefined ? Promise.resolve(options.deviceSettings) : deps.loadDeviceSettings(),
  ]);
  const now = deps.now();
  const outcome: ParentalOutcome = parentalCheck({
    action,
    viewer: viewer && {
      signedIn: !viewer.isGuest,
      adult: isAdultViewer(viewer.birthYear, new Date(now).getFullYear()),
      parentalStatus: viewer.parentalStatus,
    },
    deviceSettings,
    ignoreParentalControl: deps.ignoredByEmbed(),
    now,
    ...deps.moments(),
  });
  switch (outcome) {
    case 'pass':
      return true;
    case 'ask_pin':
      return deps.askPin(action);
    case 'ask_set_pin':
      return deps.askSetPin(action);
    case 'ask_sign_in':
      // Signed in now: judge again as the member (once, so a failed sign-in cannot loop).
      if (signInAsked || !(await deps.askSignIn())) return false;
      return runParentalGate(action, deps, options, true);
  }
}
