import 'server-only';
import { API_TARGET_COOKIE, apiTargetUrl, querySwitchSettingsFromEnv } from './request-gate/query-switches';
import { readCookieHeader } from './security/cookie-header';

const DEFAULT_PLATFORM_API_URL = 'http://localhost:3001';

/** Origin of the operator's /v2 API; the embedded platform unless PLATFORM_API_URL names a real operator. */
export function platformApiUrl(): string {
  return (process.env.PLATFORM_API_URL || DEFAULT_PLATFORM_API_URL).replace(/\/$/, '');
}

/**
 * The back end of a browser's gateway calls: the one its `?devapi` / `?customapi` switch picked, when the deployment
 * allows it (lib/request-gate/query-switches.ts), else the deployment's own.
 */
export function platformApiUrlFor(request: Request): string {
  const chosen = readCookieHeader(request.headers.get('cookie')).get(API_TARGET_COOKIE);
  return apiTargetUrl(chosen, querySwitchSettingsFromEnv()) ?? platformApiUrl();
}

/** A page waits no longer for the API: it then serves its cached copy, or the 503 screen when it has none. */
export const SERVER_API_TIMEOUT_MS = 3_000;
