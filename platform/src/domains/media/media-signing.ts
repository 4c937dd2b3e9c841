import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PlatformConfig } from '../../core/config';

/**
 * Signed, expiring media addresses, as CDN token schemes (nginx secure_link, Akamai token auth) do: a stream
 * answer hands out `{prefix}tk.{expires}.{device}.{hmac}/{file}`, the HMAC covering the prefix, the expiry and
 * the device. The token is a path segment, so every relative address inside a playlist (variants, segments,
 * keys) inherits it without rewriting; the prefix is everything before the token, so a token moved onto another
 * channel's or title's path no longer matches its signature.
 */
const TOKEN_PATTERN = /^tk\.(\d{1,12})\.([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/;

/** A live or archive address: a viewer renews it in the background, so it can be short. */
export const LIVE_URL_LIFETIME_S = 5 * 60;
/** On-demand: the whole title plays on one address; the margin covers pauses and seeking back. */
export const VOD_URL_MARGIN_S = 30 * 60;

export type MediaUrlKind = { live: true } | { durationSeconds: number };

type SigningConfig = Pick<PlatformConfig, 'mediaSecret' | 'mediaUrlLifetimeSeconds'>;

export function mediaUrlLifetime(config: SigningConfig, kind: MediaUrlKind): number {
  if (config.mediaUrlLifetimeSeconds !== null) return config.mediaUrlLifetimeSeconds;
  return 'live' in kind ? LIVE_URL_LIFETIME_S : kind.durationSeconds + VOD_URL_MARGIN_S;
}

function signature(secret: string, prefix: string, expires: number, device: string): string {
  return createHmac('sha256', secret).update(`${prefix}|${expires}|${device}`).digest('base64url');
}

/** The token segment for `prefix` (a path ending in `/`, e.g. `/media/live/5/`). */
export function mediaToken(secret: string, prefix: string, expires: number, device: string): string {
  return `tk.${expires}.${device}.${signature(secret, prefix, expires, device)}`;
}

export interface SignRequest {
  publicUrl: string;
  /** Path below the origin that the token covers, ending in `/`. */
  prefix: string;
  /** The file below the prefix, with its query. */
  file: string;
  /** The device (uuid) the address is handed to ('0' for an address handed to anyone, such as a vitrina feed). */
  device: string | null;
  kind: MediaUrlKind;
  nowMs: number;
}

export function signedMediaUrl(config: SigningConfig, request: SignRequest): string {
  const expires = Math.floor(request.nowMs / 1000) + mediaUrlLifetime(config, request.kind);
  const token = mediaToken(config.mediaSecret, request.prefix, expires, request.device ?? '0');
  return `${request.publicUrl}${request.prefix}${token}/${request.file}`;
}

/** A request path with a token: the prefix it claims and the path the media routes serve once it holds. */
export interface TokenPath {
  prefix: string;
  innerPath: string;
  expires: number;
  device: string;
  signature: string;
}

/** Null when no segment of the path looks like a token; 'malformed' when one starts like a token but is not. */
export function parseTokenPath(path: string): TokenPath | 'malformed' | null {
  const segments = path.split('/');
  const index = segments.findIndex((segment) => segment.startsWith('tk.'));
  if (index < 0) return null;
  const match = TOKEN_PATTERN.exec(segments[index]);
  if (!match || index === segments.length - 1) return 'malformed';
  const prefix = `${segments.slice(0, index).join('/')}/`;
  return {
    prefix,
    innerPath: prefix + segments.slice(index + 1).join('/'),
    expires: Number(match[1]),
    device: match[2],
    signature: match[3],
  };
}

/** Whether the token holds: its signature matches the prefix, expiry and device, and it has not expired. */
export function tokenHolds(secret: string, token: TokenPath, nowMs: number): boolean {
  if (token.expires * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(secret, token.prefix, token.expires, token.device));
  const given = Buffer.from(token.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
