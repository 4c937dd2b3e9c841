import { BEACON_PATH } from './beacon';
import { createApiClient, type ApiClient } from './client';
import { ResponseCache } from './response-cache';

type AuthErrorListener = () => void;
const authErrorListeners = new Set<AuthErrorListener>();

/** Lets the session layer re-authorize the device on 401/authentication_failed (error catalogue, section 8). */
export function onBrowserAuthError(listener: AuthErrorListener): () => void {
  authErrorListeners.add(listener);
  return () => authErrorListeners.delete(listener);
}

/**
 * One cache (3 s answers and in-flight de-duplication) for the page, shared by the clients of every language: keys
 * carry the language, and clearing it after a sign-in clears it for all of them.
 */
const sharedCache = new ResponseCache();
const clients = new Map<string, ApiClient>();

/** The language of the page on screen: its address names it (issue 33), and the layout writes it on <html lang>. */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/**
 * The browser's client for a language (same-origin gateway at /api/v2/*, which adds the httpOnly token), by default
 * the page's: titles and errors the API words come in the language of the page they appear on, whatever the
 * browser's own Accept-Language or an older choice says. One per language and kept.
 */
export function getBrowserApi(locale: string | undefined = pageLanguage()): ApiClient {
  const key = locale ?? '';
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({
      baseUrl: '',
      pathPrefix: '/api',
      beaconPath: BEACON_PATH,
      locale,
      cache: sharedCache,
      onAuthError: () => authErrorListeners.forEach((listener) => listener()),
    });
    clients.set(key, client);
  }
  return client;
}
