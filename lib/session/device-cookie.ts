import { DEVICE_COOKIE, TOKEN_ISSUED_COOKIE } from './cookies';
import { readCookieHeader } from '../security/cookie-header';

function readCookie(name: string, cookieHeader: string): string | null {
  return readCookieHeader(cookieHeader).get(name) ?? null;
}

function positiveNumber(value: string | null): number | null {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/** The authorized device of this browser, from the readable tv_device cookie the gateway sets. */
export function currentDeviceId(cookieHeader: string = document.cookie): number | null {
  return positiveNumber(readCookie(DEVICE_COOKIE, cookieHeader));
}

/** When the current token was issued (ms), from the tv_token_at cookie. */
export function tokenIssuedAt(cookieHeader: string = document.cookie): number | null {
  return positiveNumber(readCookie(TOKEN_ISSUED_COOKIE, cookieHeader));
}
