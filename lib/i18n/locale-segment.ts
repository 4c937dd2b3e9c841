import type { NextRequest } from 'next/server';
import { TOKEN_COOKIE } from '../session/cookies';
import { DEFAULT_LOCALE, LOCALE_COOKIE, USER_LOCALE_COOKIE, isLocale, resolveLocale, type Locale } from './locales';

/**
 * Pages whose markup differs for a visitor who holds a session: the channel list must not show the public
 * (adult-including) list to a child profile even for a frame, so it is rendered once more for session holders.
 */
const SESSION_VARIANT_PATHS = /^\/channels(free)?(\/|$)/;
const SESSION_PART = 'session';
/**
 * Server settings read from the environment that change rendered markup. Their fingerprint is part of every cached
 * page's key, so servers of one build started with different settings (a brand build, an e2e server with iframe
 * payment on) never serve each other's pages from a shared cache, and a restart with new settings starts afresh.
 */
export const MARKUP_SETTINGS = [
  'SITE_URL',
  'APP_TIME_ZONE',
  'AUTH_ONLY_MODE',
  'PROMO_CODES_ENABLED',
  'IFRAME_PAYMENT_ENABLED',
  'HIDDEN_CONTENT_IDS',
  'APP_STORE_URL',
  'GOOGLE_PLAY_URL',
  'MOBILE_APP_URL',
  'ENABLE_TEST_PAGES',
  'PLATFORM_API_URL',
  'PLATFORM_PUBLIC_URL',
  'PARTNER_MENU_LINKS',
] as const;
/**
 * Addresses whose query changes the markup, rendered per request by app/[locale]/with-query: home, rowset and row
 * pages with these parameters, and the catalogue with any (its filters).
 */
const QUERY_VARIANT_PATHS = /^\/(rowset\/[^/]+|row\/[^/]+)?$/;
const QUERY_VARIANT_PARAMS = ['library_id', 'embed', 'text'];
const FILTERED_PATHS = /^\/catalog\/[^/]+$/;

export interface RenderVariant {
  locale: Locale;
  session: boolean;
}

/** FNV-1a, base 36: short and stable; middleware runs where node:crypto is not available. */
export function settingsFingerprint(env: Record<string, string | undefined>): string {
  let hash = 0x811c9dc5;
  for (const char of MARKUP_SETTINGS.map((name) => `${name}=${env[name] ?? ''}`).join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The app/[locale] segment value of one cached rendering: the language, the session variant where it exists, and the
 * server settings' fingerprint ('ru', 'ru-session', then '-c1x2y3z').
 */
export function renderSegment({ locale, session }: RenderVariant, fingerprint: string): string {
  return [locale, ...(session ? [SESSION_PART] : []), `c${fingerprint}`].join('-');
}

export function parseRenderSegment(segment: string | undefined): RenderVariant {
  const [locale, ...rest] = (segment ?? '').split('-');
  return { locale: isLocale(locale) ? locale : DEFAULT_LOCALE, session: rest.includes(SESSION_PART) };
}

let serverFingerprint: string | null = null;

/**
 * The internal address of a page: its path under the app/[locale] segment, so each language is rendered once and
 * cached by Next while visitors keep locale-free addresses (the next-intl "locale without prefix" shape).
 */
export function localeRewrite(request: NextRequest): URL {
  const { pathname } = request.nextUrl;
  const locale = resolveLocale({
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    userSetting: request.cookies.get(USER_LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const session = SESSION_VARIANT_PATHS.test(pathname) && request.cookies.has(TOKEN_COOKIE);
  const { searchParams } = request.nextUrl;
  const withQuery =
    (QUERY_VARIANT_PATHS.test(pathname) && QUERY_VARIANT_PARAMS.some((name) => searchParams.has(name))) ||
    (FILTERED_PATHS.test(pathname) && searchParams.size > 0);
  const url = request.nextUrl.clone();
  const path = `${withQuery ? '/with-query' : ''}${pathname === '/' ? '' : pathname}`;
  serverFingerprint ??= settingsFingerprint(process.env);
  url.pathname = `/${renderSegment({ locale, session }, serverFingerprint)}${path}`;
  return url;
}
