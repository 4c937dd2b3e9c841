import { testPlatformConfig } from '../../core/config';
import { mediaToken } from './media-signing';

const FAR_FUTURE_S = 4_000_000_000;

/**
 * For tests of the media routes: `path` with a token over its first `prefixSegments` segments after /media/
 * (`/media/live/5/` is 2), signed with the test configuration's secret, as a stream answer would hand it out.
 */
export function signedPath(path: string, prefixSegments = 2, device = '0', expires = FAR_FUTURE_S): string {
  const segments = path.split('/');
  const cut = 2 + prefixSegments;
  const prefix = `${segments.slice(0, cut).join('/')}/`;
  return `${prefix}${mediaToken(testPlatformConfig().mediaSecret, prefix, expires, device)}/${segments.slice(cut).join('/')}`;
}

const STREAM_KINDS: Record<string, number> = { live: 2, vod: 2, drm: 2, blackout: 1 };

/** `app.request` as a player holding a fresh stream answer would send it: stream paths get a token, others not. */
export function requestSigned(
  app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> },
  input: string,
  init?: RequestInit,
): Response | Promise<Response> {
  const url = new URL(input, 'http://platform.test');
  const kind = url.pathname.split('/')[2];
  const signs = url.pathname.startsWith('/media/') && kind in STREAM_KINDS && !url.pathname.includes('/tk.');
  const path = signs ? signedPath(url.pathname, STREAM_KINDS[kind]) : url.pathname;
  return app.request(`${path}${url.search}`, init);
}

/** A handed-out address with its token segment taken out, to compare with the path it stands for. */
export function withoutToken(url: string): string {
  return url.replace(/\/tk\.[^/]+\//, '/');
}
