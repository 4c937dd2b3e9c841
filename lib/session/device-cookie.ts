import { DEVICE_COOKIE, TOKEN_ISSUED_COOKIE } from './cookies';

function readCookie(name: string, cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
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
