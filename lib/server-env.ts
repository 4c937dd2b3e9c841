import 'server-only';

const DEFAULT_PLATFORM_API_URL = 'http://localhost:3001';

/** Origin of the operator's /v2 API; the embedded platform unless PLATFORM_API_URL names a real operator. */
export function platformApiUrl(): string {
  return (process.env.PLATFORM_API_URL || DEFAULT_PLATFORM_API_URL).replace(/\/$/, '');
}

/** A page waits no longer for the API: it then serves its cached copy, or the 503 screen when it has none. */
export const SERVER_API_TIMEOUT_MS = 3_000;
