import { DEVICE_COOKIE, TOKEN_ISSUED_COOKIE } from './cookies';
import { readCookieHeader } from '../security/cookie-header';
import type { DeviceId } from '../api/types/identity';

function readCookie(name: string, cookieHeader: string): string | null {
  return readCookieHeader(cookieHeader).get(name) ?? null;
}

function positiveNumber(value: string | null): number | null {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/** The operator's device ids are uuids, the older platform's numbers: either kept as the string it came as. */
const DEVICE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The authorized device of this browser, from the readable tv_device cookie the gateway sets. */
export function currentDeviceId(cookieHeader: string = document.cookie): DeviceId | null {
  const value = readCookie(DEVICE_COOKIE, cookieHeader);
  return value && DEVICE_ID.test(value) && value !== '0' ? value : null;
}

/** When the current token was issued (ms), from the tv_token_at cookie. */
export function tokenIssuedAt(cookieHeader: string = document.cookie): number | null {
  return positiveNumber(readCookie(TOKEN_ISSUED_COOKIE, cookieHeader));
}
