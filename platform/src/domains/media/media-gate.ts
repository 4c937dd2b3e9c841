import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { ANY_DEVICE, browserHoldsDevice } from './media-binding';
import { MEDIA_CORS_HEADERS } from './media-files';
import { parseTokenPath, tokenHolds, type TokenPath } from './media-signing';

/** Streams a stream answer hands out: nothing below these is served without a valid token. */
const SIGNED_ONLY = /^\/media\/(live|vod|drm|blackout)\//;
/** Seek-bar thumbnails and their timings travel with public catalogue data, not with a stream answer. */
const OPEN_VOD_FILES = /^\/media\/vod\/[a-z]+\/(thumbs\/[^/]+\.jpg|seek-points\.json)$/;
/** A vitrina feed is on the public channel list; its playlist signs its own segments (routes-live.ts). */
const VITRINA_PLAYLIST = /^\/media\/live\/[0-9]+\/[0-9a-z]+\.m3u8$/;

/**
 * Marks the request the gate re-dispatches once its token held. Its value is random per start, so no client can
 * send it (a body-reading layer may copy the Request, so the object's identity does not survive).
 */
const VERIFIED_HEADER = 'x-media-token-held';
const VERIFIED_VALUE = randomBytes(24).toString('hex');

function refused(): Response {
  // No detail: a reason would tell a prober which part of a forged address to change.
  return new Response(null, { status: 403, headers: { ...MEDIA_CORS_HEADERS, 'Cache-Control': 'no-store' } });
}

function needsToken(path: string, query: URLSearchParams): boolean {
  if (!SIGNED_ONLY.test(path) || OPEN_VOD_FILES.test(path)) return false;
  return !(VITRINA_PLAYLIST.test(path) && query.get('vitrina') === '1' && !query.has('ts'));
}

/**
 * What may follow a token: plain names (a rendition, a segment, `license`), so a signed address names a file below its
 * prefix and nothing else: no encoded slash or dot segment, no second token.
 */
const PLAIN_SEGMENT = /^(?!tk\.)[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

function namesAFileBelow(token: TokenPath): boolean {
  return token.innerPath
    .slice(token.prefix.length)
    .split('/')
    .every((segment) => PLAIN_SEGMENT.test(segment));
}

/** The token's signature and expiry hold, and the request comes from the browser of its device (media-binding.ts). */
function admits(ctx: PlatformContext, token: TokenPath, cookieHeader: string | undefined): boolean {
  const nowMs = ctx.now();
  if (!tokenHolds(ctx.config.mediaSecret, token, nowMs)) return false;
  return token.device === ANY_DEVICE || browserHoldsDevice(ctx.config.mediaSecret, cookieHeader, token.device, nowMs);
}

/**
 * In front of every /media route: a path carrying a token is checked and, when it holds and the request proves the
 * token's device, served as the same path without the token; a stream path without one is refused. Every refusal
 * is a bare 403, never a 500.
 */
export function mediaGate(app: PlatformApp, ctx: PlatformContext): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    if (c.req.header(VERIFIED_HEADER) === VERIFIED_VALUE) return next();
    const url = new URL(c.req.url);
    const token = parseTokenPath(url.pathname);
    if (token === null) return needsToken(url.pathname, url.searchParams) ? refused() : next();
    if (
      token === 'malformed' ||
      !token.prefix.startsWith('/media/') ||
      !namesAFileBelow(token) ||
      !admits(ctx, token, c.req.header('cookie'))
    ) {
      return refused();
    }
    url.pathname = token.innerPath;
    const method = c.req.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    const headers = new Headers(c.req.raw.headers);
    headers.set(VERIFIED_HEADER, VERIFIED_VALUE);
    const inner = new Request(url, { method, headers, body });
    return app.fetch(inner, c.env);
  };
}
