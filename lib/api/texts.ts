import type { ApiClient } from './client';
import { ApiError } from './errors';

/** The platform's legal texts (core-session-account.md section 2: agreement, privacy, terms). */
export type LegalText = 'agreement' | 'privacy' | 'terms';

/**
 * GET /v2/texts/{key}?lang= answers plain text; null when the platform has none (404). Unreachable or failing, it
 * throws: the cached page stays, or the 503 screen shows, rather than a page without its text being cached.
 */
export async function getLegalText(api: ApiClient, key: LegalText, locale: string): Promise<string | null> {
  try {
    return await api.get<string>(`/v2/texts/${key}`, { query: { lang: locale }, text: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
