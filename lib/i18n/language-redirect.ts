import { localizedHref, splitLocalePath } from './locale-paths';
import { DEFAULT_LOCALE, localesFromAcceptLanguage, normalizeLocale, type Locale } from './locales';

export interface LanguageRequest {
  pathname: string;
  /** The query with its `?`, or empty. */
  search: string;
  /** The lang cookie: a language the visitor chose on this browser. */
  chosen?: string | null;
  /** The user_lang cookie: the signed-in user's saved interface language. */
  saved?: string | null;
  acceptLanguage?: string | null;
  crawler: boolean;
}

export type LanguageDecision =
  /** `/ru/x` names the default language, whose address is bare: one address per page and language. */
  | { kind: 'canonical'; location: string }
  /** The visitor's language is another than the address's: their own address, never cached. */
  | { kind: 'visitor'; location: string }
  | { kind: 'serve'; locale: Locale; path: string };

/**
 * Which language a page request is served in, and whether the visitor is sent to another address first (issue 33).
 * The address decides the language, so a page's markup depends on its URL alone. A visitor whose own language is
 * another is redirected to their address: the language chosen on this browser, else the one saved on their account,
 * wherever they land; the browser's Accept-Language only on a bare address, as next-intl's detection does, so a
 * shared `/kk/...` link opens in Kazakh for someone who never chose. Nothing is written on the way (a Set-Cookie on a
 * public page would keep shared caches from storing it, or have them hand it to everyone). A crawler is never
 * redirected: every language version stays reachable by its own address.
 */
export function decideLanguage(request: LanguageRequest): LanguageDecision {
  const { prefix, path } = splitLocalePath(request.pathname);
  if (prefix === DEFAULT_LOCALE) return { kind: 'canonical', location: `${path}${request.search}` };
  const served = prefix ?? DEFAULT_LOCALE;
  if (!request.crawler) {
    const own = normalizeLocale(request.chosen) ?? normalizeLocale(request.saved);
    const wanted = own ?? (prefix ? null : (localesFromAcceptLanguage(request.acceptLanguage)[0] ?? null));
    const location = wanted && wanted !== served ? localizedHref(`${path}${request.search}`, wanted) : null;
    if (location && location !== `${request.pathname}${request.search}`) return { kind: 'visitor', location };
  }
  return { kind: 'serve', locale: served, path };
}
