import { ApiError, NetworkError, describeApiError, isForbiddenCountry } from '@/lib/api/errors';
import { getBrowserApi } from '@/lib/api/browser';
import { warnForbiddenCountry } from '@/lib/session/forbidden-country';

export interface AuthFailure {
  /** Text shown under the field. */
  text: string;
  /** The visitor is in a forbidden country: the page moves to /geo_lock. */
  geoLocked: boolean;
}

/**
 * Error catalogue of core-session-account.md section 8 for the sign-in forms: 403 forbidden country locks to
 * /geo_lock with the server's message, a network failure shows the download error, the server's message
 * otherwise.
 */
export function authFailure(
  error: unknown,
  texts: { network: string; generic: string },
  describe: (error: unknown, fallback: string) => string = describeApiError,
): AuthFailure {
  if (isForbiddenCountry(error)) return { text: describeApiError(error, texts.generic), geoLocked: true };
  if (error instanceof NetworkError) return { text: texts.network, geoLocked: false };
  if (error instanceof ApiError) return { text: describe(error, texts.generic), geoLocked: false };
  return { text: texts.generic, geoLocked: false };
}

/** The unsupported-region warning naming the country and IP, whose button goes on to /geo_lock. */
export function goToGeoLock(): void {
  void warnForbiddenCountry(getBrowserApi());
}
