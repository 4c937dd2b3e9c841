import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { PlatformConfig } from '../../core/config';
import type { PlatformContext, Session } from '../../core/context';

/**
 * The browser half of a signed media address, as CDN signed cookies (CloudFront, Akamai) pair with signed URLs: the
 * token in an address names the device it was handed to, and this cookie proves a media request comes from that
 * device's browser. A stream answer sets it (through the web app's gateway, so it lands on the app's host, or on
 * `mediaCookieDomain`); the media origin reads it on credentialed requests. An address copied to another browser
 * carries its device but not the cookie, so it is refused there. Stateless: an HMAC over the device and an expiry.
 */
export const MEDIA_COOKIE = 'media_key';
/** Sent only with media requests, never with the app's own pages. */
const MEDIA_COOKIE_PATH = '/media/';
/** A token for device '0' was handed to anyone (a vitrina feed's segments, trailers): no browser to prove. */
export const ANY_DEVICE = '0';

const COOKIE_PATTERN = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

type BindingConfig = Pick<PlatformConfig, 'mediaSecret' | 'tokenLifetimeSeconds' | 'publicUrl' | 'mediaCookieDomain'>;

function signature(secret: string, device: string, expires: number): string {
  return createHmac('sha256', secret).update(`browser|${device}|${expires}`).digest('base64url');
}

/**
 * The Set-Cookie of a stream answer for `device`. It lives as long as a device token (set again with every stream
 * answer), so no address it pairs with outlives it in normal use.
 */
export function mediaBindingCookie(config: BindingConfig, device: string, nowMs: number): string {
  const lifetime = config.tokenLifetimeSeconds;
  const expires = Math.floor(nowMs / 1000) + lifetime;
  const value = `${device}.${expires}.${signature(config.mediaSecret, device, expires)}`;
  const attributes = [
    `${MEDIA_COOKIE}=${value}`,
    `Path=${MEDIA_COOKIE_PATH}`,
    `Max-Age=${lifetime}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(config.mediaCookieDomain ? [`Domain=${config.mediaCookieDomain}`] : []),
    ...(config.publicUrl.startsWith('https:') ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const cut = pair.indexOf('=');
    if (cut > 0 && pair.slice(0, cut).trim() === name) return pair.slice(cut + 1).trim();
  }
  return null;
}

/** Whether the request's cookies prove it comes from the browser `device`'s addresses were handed to. */
export function browserHoldsDevice(
  secret: string,
  cookieHeader: string | undefined,
  device: string,
  nowMs: number,
): boolean {
  const match = COOKIE_PATTERN.exec(cookieValue(cookieHeader, MEDIA_COOKIE) ?? '');
  if (!match || match[1] !== device || Number(match[2]) * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(secret, match[1], Number(match[2])));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whom a session's stream addresses are handed to: its device, or its user when the token has none (an interim
 * token), so no session's addresses are ever open to anyone.
 */
export function mediaHolder(session: Pick<Session, 'deviceId' | 'userId'>): string {
  return session.deviceId ?? `user-${session.userId}`;
}

/** Sets the media cookie of the addresses a stream answer hands `holder` (mediaHolder). */
export function bindMediaToBrowser(c: Context, ctx: PlatformContext, holder: string): void {
  c.header('Set-Cookie', mediaBindingCookie(ctx.config, holder, ctx.now()), { append: true });
}
