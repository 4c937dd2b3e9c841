/**
 * Parental control: who is asked for a PIN, which channels count as adult, what a child
 * profile may see, and how a PIN is validated. Pure: callers pass the clock (`now`, ms).
 */

import { CHILD_MAX_AGE } from './child-age';

/** core-session-account.md section 6: the actions a parental PIN can guard. */
export const PARENTAL_ACTIONS = ['parental', 'program', 'vod', 'channel', 'pay', 'profile', 'settings'] as const;
export type ParentalAction = (typeof PARENTAL_ACTIONS)[number];

/** Device parental_settings keys that switch one action on or off (core-session-account.md section 3). */
export type ParentalSettingKey = Exclude<ParentalAction, 'parental'>;

export type ParentalOutcome = 'pass' | 'ask_pin' | 'ask_set_pin' | 'ask_sign_in';
export type ParentalStatus = 'notset' | 'set' | 'ignore';

/** core-session-account.md section 9: PIN success flag 2 s. */
export const PIN_SUCCESS_GRACE_MS = 2_000;
/** core-session-account.md section 9: PIN-required flag 5 s. */
export const PIN_REQUIRED_FLAG_MS = 5_000;
/** core-session-account.md section 9: parental re-ask window 30 s after a transaction. */
export const PARENTAL_REASK_AFTER_TRANSACTION_MS = 30_000;
/** core-session-account.md section 9: login-by-guest grace 30 s. */
export const LOGIN_GUEST_GRACE_MS = 30_000;
/** core-session-account.md section 9: the PIN asks apply only from this age. */
export const PARENTAL_ADULT_AGE = 18;
/** core-session-account.md section 9: PIN length 4. */
export const PIN_LENGTH = 4;
/** live-channels.md section 5: channels and programmes from this age are adult. */
export const ADULT_CONTENT_AGE = 18;

/**
 * core-session-account.md section 6: "saved values 30 or 1 for parentalChannels". The device's settings carry
 * parentalChannels next to parental_settings: 30 (the default 30-minute hint) while channels are guarded, 1 when
 * the channel switch is off.
 */
export const PARENTAL_CHANNELS_GUARDED = 30;
export const PARENTAL_CHANNELS_OPEN = 1;

/** The device settings.parentalChannels value saved with the channel switch. */
export function parentalChannelsValue(channelGuarded: boolean): typeof PARENTAL_CHANNELS_GUARDED | typeof PARENTAL_CHANNELS_OPEN {
  return channelGuarded ? PARENTAL_CHANNELS_GUARDED : PARENTAL_CHANNELS_OPEN;
}

/** core-session-account.md section 4: only these actions are re-opened freely right after a transaction. */
const REASK_WINDOW_ACTIONS: readonly ParentalAction[] = ['vod', 'channel', 'program'];
/** core-session-account.md section 4: these ask a signed-out viewer to sign in instead of passing. */
const SIGN_IN_FIRST_ACTIONS: readonly ParentalAction[] = ['program', 'channel'];

export interface DeviceParentalSettings {
  profile?: boolean;
  program?: boolean;
  vod?: boolean;
  channel?: boolean;
  pay?: boolean;
  settings?: boolean;
  /** Minutes a correct PIN stays valid (core-session-account.md section 6). */
  duration?: number;
}

export interface ParentalViewer {
  /** Logged in with a real (non-guest) account. */
  signedIn: boolean;
  /** Age 18 or over (core-session-account.md section 4). */
  adult: boolean;
  parentalStatus: ParentalStatus;
}

export interface ParentalCheckInput {
  action: string;
  viewer: ParentalViewer | null;
  deviceSettings: DeviceParentalSettings | null;
  /** The embed ignore_parental_control query flag. */
  ignoreParentalControl: boolean;
  now: number;
  lastPinSuccessAt: number | null;
  lastTransactionAt: number | null;
  loginGuestAttemptAt: number | null;
  /** "Not now" on the set-PIN question in this visit: the status stays notset and this visit is not asked again. */
  pinSetupPutOffAt?: number | null;
}

export function isParentalAction(action: string): action is ParentalAction {
  return (PARENTAL_ACTIONS as readonly string[]).includes(action);
}

const within = (at: number | null, now: number, windowMs: number): boolean =>
  at !== null && now >= at && now - at < windowMs;

const MS_PER_MINUTE = 60_000;

/** How long a correct PIN is honoured: the device's duration in minutes, never less than the 2 s grace. */
export function pinValidityMs(settings: DeviceParentalSettings | null): number {
  const minutes = settings?.duration;
  const fromDuration = typeof minutes === 'number' && minutes > 0 ? minutes * MS_PER_MINUTE : 0;
  return Math.max(PIN_SUCCESS_GRACE_MS, fromDuration);
}

/**
 * Whether the device guards this action. A device that never saved settings guards every
 * action: the switches exist to turn guarding off, and unset means nobody turned it off.
 */
export function isActionGuarded(action: ParentalAction, settings: DeviceParentalSettings | null): boolean {
  if (action === 'parental') return true;
  return settings?.[action] !== false;
}

/**
 * Whether the account holder counts as 18 or over. Accounts without a birth year count as adult:
 * the account holder signed the contract, and treating them as minors would switch parental
 * control off for nearly everyone.
 */
export function isAdultViewer(birthYear: number | null | undefined, currentYear: number): boolean {
  if (typeof birthYear !== 'number' || !Number.isFinite(birthYear)) return true;
  return currentYear - birthYear >= PARENTAL_ADULT_AGE;
}

/**
 * The parental check table. Callers run it for guarded moments only: an adult channel or
 * programme, adult or 18+ content (vod), paying, switching to an adult profile, settings
 * (core-session-account.md sections 4 and 6, live-channels.md section 5).
 */
export function parentalCheck(input: ParentalCheckInput): ParentalOutcome {
  const { action, viewer, deviceSettings, now } = input;
  if (!isParentalAction(action)) return 'pass';
  if (input.ignoreParentalControl) return 'pass';
  if (!viewer || !viewer.signedIn) return SIGN_IN_FIRST_ACTIONS.includes(action) ? 'ask_sign_in' : 'pass';
  // The grace after a login as guest spares PIN questions only: the "sign in first" question of an adult channel
  // still comes, or every first visit and every logout would open one without it for 30 s.
  if (within(input.loginGuestAttemptAt, now, LOGIN_GUEST_GRACE_MS)) return 'pass';
  if (!viewer.adult) return 'pass';
  if (viewer.parentalStatus === 'ignore') return 'pass';
  if (!isActionGuarded(action, deviceSettings)) return 'pass';
  if (viewer.parentalStatus === 'notset') return input.pinSetupPutOffAt == null ? 'ask_set_pin' : 'pass';
  if (within(input.lastPinSuccessAt, now, pinValidityMs(deviceSettings))) return 'pass';
  if (
    REASK_WINDOW_ACTIONS.includes(action) &&
    within(input.lastTransactionAt, now, PARENTAL_REASK_AFTER_TRANSACTION_MS)
  ) {
    return 'pass';
  }
  return 'ask_pin';
}

/** The PIN-required flag raised by a refused request lapses after 5 s. */
export function isPinRequiredFlagActive(raisedAt: number | null, now: number): boolean {
  return within(raisedAt, now, PIN_REQUIRED_FLAG_MS);
}

export interface AdultChannelInput {
  /** Channel age (or rating_age); null when the channel carries none. */
  age: number | null;
  /** Age of the programme airing now, when known. */
  currentProgrammeAge?: number | null;
}

export interface AdultChannelViewer {
  isChildProfile: boolean;
  /** Device parental setting `program` is on. */
  programSettingOn: boolean;
}

/** live-channels.md section 5: a channel is adult when its age is unknown, 18+, or above 12 for a child. */
export function isAdultChannel(channel: AdultChannelInput, viewer: AdultChannelViewer): boolean {
  const { age } = channel;
  if (age === null || !Number.isFinite(age)) return true;
  if (age >= ADULT_CONTENT_AGE) return true;
  if (viewer.isChildProfile && age > CHILD_MAX_AGE) return true;
  const programmeAge = channel.currentProgrammeAge;
  return viewer.programSettingOn && typeof programmeAge === 'number' && programmeAge >= ADULT_CONTENT_AGE;
}

/** catalogue-vod-billing.md section 6: adult or age-restricted (18+) content needs the PIN. */
export function isAdultContent(content: { age?: number | null; isAdult?: boolean | null }): boolean {
  return content.isAdult === true || (typeof content.age === 'number' && content.age >= ADULT_CONTENT_AGE);
}

/** Error keys of PIN entry. The spec names the wrong-code error without a key; this is its key. */
export const PIN_ERRORS = {
  format: 'error_pin_format',
  wrong: 'error_wrong_code',
  notEqual: 'parental_set_not_equal',
} as const;
export type PinError = (typeof PIN_ERRORS)[keyof typeof PIN_ERRORS];

export type PinResult = { ok: true } | { ok: false; error: PinError };

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

export function isPinFormat(pin: string): boolean {
  return PIN_PATTERN.test(pin);
}

/** PIN entry auto-submits once 4 digits are typed (core-session-account.md section 4). */
export function shouldAutoSubmitPin(typed: string): boolean {
  return isPinFormat(typed);
}

/** PIN creation: step 1 four digits, step 2 the same four digits, else parental_set_not_equal. */
export function checkPinCreation(first: string, repeat: string): PinResult {
  if (!isPinFormat(first) || !isPinFormat(repeat)) return { ok: false, error: PIN_ERRORS.format };
  return first === repeat ? { ok: true } : { ok: false, error: PIN_ERRORS.notEqual };
}
