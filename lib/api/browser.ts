import { BEACON_PATH } from './beacon';
import { createApiClient, type ApiClient } from './client';

type AuthErrorListener = () => void;
const authErrorListeners = new Set<AuthErrorListener>();

/** Lets the session layer re-authorize the device on 401/authentication_failed (error catalogue, section 8). */
export function onBrowserAuthError(listener: AuthErrorListener): () => void {
  authErrorListeners.add(listener);
  return () => authErrorListeners.delete(listener);
}

let client: ApiClient | null = null;
let clientLocale: string | undefined;

/** The browser's client: same-origin gateway at /api/v2/*, which adds the httpOnly token. */
export function getBrowserApi(locale?: string): ApiClient {
  if (!client || clientLocale !== locale) {
    clientLocale = locale;
    client = createApiClient({
      baseUrl: '',
      pathPrefix: '/api',
      beaconPath: BEACON_PATH,
      locale,
      onAuthError: () => authErrorListeners.forEach((listener) => listener()),
    });
  }
  return client;
}
