import { LOCALE_COOKIE, USER_LOCALE_COOKIE, normalizeLocale, type Locale } from '../i18n/locales';
import { readCookieHeader } from '../security/cookie-header';

/** Where the user's saved interface language lives on the platform (PATCH /v2/users/self settings, section 7). */
export const USER_LOCALE_SETTING = 'language';
const USER_LOCALE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/** The interface language the user saved, if it is one the app has. */
export function savedUserLocale(settings: Record<string, unknown> | null | undefined): Locale | null {
  const value = settings?.[USER_LOCALE_SETTING];
  return typeof value === 'string' ? normalizeLocale(value) : null;
}

export interface UserLocaleSync {
  /** The Set-Cookie-like text for document.cookie, or null when the cookie already says so. */
  cookie: string | null;
  /** The page shows another language than the user's and no explicit choice (lang cookie) overrides it. */
  rerender: boolean;
}

/**
 * Locale resolution is the lang cookie, then the user's saved language, then Accept-Language (lib/i18n/locales.ts):
 * the user_lang cookie mirrors the signed-in user's saved language so the server renders in it.
 */
export function syncUserLocale(saved: Locale | null, cookieHeader: string, shown: string): UserLocaleSync {
  const cookies = readCookieHeader(cookieHeader);
  const current = normalizeLocale(cookies.get(USER_LOCALE_COOKIE));
  const cookie =
    current === saved
      ? null
      : saved
        ? `${USER_LOCALE_COOKIE}=${saved}; Path=/; Max-Age=${USER_LOCALE_COOKIE_SECONDS}; SameSite=Lax`
        : `${USER_LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const explicit = normalizeLocale(cookies.get(LOCALE_COOKIE));
  return { cookie, rerender: Boolean(saved && !explicit && saved !== shown) };
}
