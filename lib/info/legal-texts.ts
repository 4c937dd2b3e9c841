import 'server-only';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { getLegalDocument } from '../api/legal-documents';
import { getNetworkInfo } from '../api/platform';
import { PAGE_REVALIDATE_SECONDS } from '../api/cache-lifetimes';
import { getLegalText, type LegalText } from '../api/texts';
import { rethrowIfUnavailable } from '../api/unavailable';
import { SERVER_API_TIMEOUT_MS, platformApiUrl } from '../server-env';
import { getServerApi } from '../session/server-api';

/** A legal page's text, or `failed` when its address gave none: the page then shows the translated error. */
export type LegalTextResult = { text: string } | { failed: true };

/** Where the address of each document comes from: the network data (core-session-account.md section 3). */
const NETWORK_ADDRESS = { agreement: 'agreementUrl', privacy: 'privacyUrl' } as const;

async function loadFromNetworkAddress(key: keyof typeof NETWORK_ADDRESS): Promise<LegalTextResult | null> {
  const [api, locale] = await Promise.all([getServerApi(), getLocale()]);
  const address = (await getNetworkInfo(api))[NETWORK_ADDRESS[key]];
  if (!address) return null;
  try {
    return { text: await getLegalDocument(address, { baseUrl: platformApiUrl(), locale, timeoutMs: SERVER_API_TIMEOUT_MS, revalidateSeconds: PAGE_REVALIDATE_SECONDS }) };
  } catch (error) {
    console.error(`[legal] the ${key} document could not be read:`, error instanceof Error ? error.message : error);
    return { failed: true };
  }
}

/**
 * Agreement and privacy from the operator's addresses in the network data, terms from the platform's texts; null when
 * the operator names none (the page is not found). The network data failing is the API failing: it is passed on, so
 * the cached copy or the 503 screen is served.
 */
export const loadLegalText = cache(async (key: LegalText): Promise<LegalTextResult | null> => {
  if (key !== 'terms') return loadFromNetworkAddress(key);
  const [api, locale] = await Promise.all([getServerApi(), getLocale()]);
  try {
    const text = await getLegalText(api, key, locale);
    return text === null ? null : { text };
  } catch (error) {
    rethrowIfUnavailable(error);
    console.error(`[legal] the ${key} text could not be read:`, error instanceof Error ? error.message : error);
    return { failed: true };
  }
});
