import 'server-only';
import { SERVER_API_TIMEOUT_MS, platformApiUrl } from '../server-env';
import { timeoutSignal } from '../timeout-signal.mjs';

/** The platform's legal texts (core-session-account.md section 2: agreement, privacy, terms). */
export const LEGAL_TEXTS = ['agreement', 'privacy', 'terms'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

/** Legal texts change rarely; an hour keeps them fresh enough without a platform call per visit. */
const LEGAL_TEXT_REVALIDATE_SECONDS = 3_600;

/**
 * GET /v2/texts/{key}?lang= answers plain text; null when the platform has none (404). Unreachable or failing, it
 * throws: the cached page stays, or the 503 screen shows, rather than a page without its text being cached.
 */
export async function getLegalText(key: LegalText, locale: string): Promise<string | null> {
  // Cleared with the answer: a running timer would keep the rendered request in memory (lib/timeout-signal.mjs).
  const timeout = timeoutSignal(SERVER_API_TIMEOUT_MS);
  try {
    const response = await fetch(`${platformApiUrl()}/v2/texts/${key}?lang=${encodeURIComponent(locale)}`, {
      next: { revalidate: LEGAL_TEXT_REVALIDATE_SECONDS, tags: ['api', 'texts', `texts:${key}`] },
      signal: timeout.signal,
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`legal text ${key}: the platform answered ${response.status}`);
    return await response.text();
  } finally {
    timeout.clear();
  }
}
