import 'server-only';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { SERVER_API_TIMEOUT_MS, platformApiUrl } from '../server-env';
import { getServerGuestToken, invalidateServerGuestToken } from '../session/server-guest';
import { PAGE_REVALIDATE_SECONDS } from './cache-lifetimes';
import { createApiClient, type ApiClient } from './client';
import { ResponseCache } from './response-cache';

/** Shared by every request: public catalogue answers are the same for all visitors in one language. */
const sharedCache = new ResponseCache();

/**
 * The API as the server guest sees it, for rendering public pages (one guest session per deployment).
 * Personal data never goes through this client: it loads in the browser after session start-up.
 */
export const getServerApi = cache(async (): Promise<ApiClient> => {
  const [locale, accessToken] = await Promise.all([getLocale(), getServerGuestToken()]);
  return createApiClient({
    baseUrl: platformApiUrl(),
    accessToken,
    locale,
    cache: sharedCache,
    timeoutMs: SERVER_API_TIMEOUT_MS,
    dataCache: { revalidateSeconds: PAGE_REVALIDATE_SECONDS },
    onAuthError: invalidateServerGuestToken,
  });
});
