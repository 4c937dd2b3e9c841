import 'server-only';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { SERVER_API_TIMEOUT_MS, platformApiUrl } from '../server-env';
import { PAGE_REVALIDATE_SECONDS } from '../api/cache-lifetimes';
import { logUnreadableAnswer } from '../api/answer-log';
import { createApiClient, type ApiClient } from '../api/client';
import { checkAnswer } from '../api/contract/answer-check';
import { getServerGuestToken, invalidateServerGuestToken } from './server-guest';

/**
 * The API as the server guest sees it, for rendering public pages (one guest session per deployment). It lives with
 * the guest session it signs in with, so lib/api (the client and its domain modules) never imports lib/session.
 * Personal data never goes through this client: it loads in the browser after session start-up.
 *
 * One client, and so one in-memory answer cache, per request (React's cache()): across requests the answers come from
 * Next's data cache (`dataCache`), which is bounded and shared through REDIS_URL. A cache shared by every request kept
 * each answer's promise, and a promise created during a request holds that request's async context (its response,
 * its render, its HTML): 2,000 remembered answers to distinct addresses held about 2,000 whole requests, over 1 GB
 * (issue 21).
 */
export const getServerApi = cache(async (): Promise<ApiClient> => {
  const [locale, accessToken] = await Promise.all([getLocale(), getServerGuestToken()]);
  return createApiClient({
    baseUrl: platformApiUrl(),
    accessToken,
    locale,
    timeoutMs: SERVER_API_TIMEOUT_MS,
    dataCache: { revalidateSeconds: PAGE_REVALIDATE_SECONDS },
    onAuthError: invalidateServerGuestToken,
    // Renders read the operator directly: its answers are checked here as the gateway checks the browser's.
    checkAnswer,
    onUnreadableAnswer: logUnreadableAnswer,
  });
});
