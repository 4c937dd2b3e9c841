import 'server-only';
import { platformApiUrl } from '../server-env';

/** The platform's legal texts (core-session-account.md section 2: agreement, privacy, terms). */
export const LEGAL_TEXTS = ['agreement', 'privacy', 'terms'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

/** Legal texts change rarely; an hour keeps them fresh enough without a platform call per visit. */
const LEGAL_TEXT_REVALIDATE_SECONDS = 3_600;

/** GET /v2/texts/{key}?lang= answers plain text; null when the platform has none (404) or is unreachable. */
export async function getLegalText(key: LegalText, locale: string): Promise<string | null> {
  try {
    const response = await fetch(`${platformApiUrl()}/v2/texts/${key}?lang=${encodeURIComponent(locale)}`, {
      next: { revalidate: LEGAL_TEXT_REVALIDATE_SECONDS },
    });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}
