import type { NextRequest } from 'next/server';
import { TOKEN_COOKIE } from '../session/cookies';
import { DEFAULT_LOCALE, LOCALE_COOKIE, USER_LOCALE_COOKIE, isLocale, resolveLocale, type Locale } from './locales';

/**
 * Pages whose markup differs for a visitor who holds a session: the channel list must not show the public
 * (adult-including) list to a child profile even for a frame, so it is rendered once more for session holders.
 */
const SESSION_VARIANT_PATHS = /^\/channels(free)?(\/|$)/;
const SESSION_SUFFIX = '-session';
/** Home, rowset and row addresses whose query changes the markup: rendered per request by app/[locale]/with-query. */
const QUERY_VARIANT_PATHS = /^\/(rowset\/[^/]+|row\/[^/]+)?$/;
const QUERY_VARIANT_PARAMS = ['library_id', 'embed', 'text'];

export interface RenderVariant {
  locale: Locale;
  session: boolean;
}

/** The app/[locale] segment value of one cached rendering: the language, plus the session variant where it exists. */
export function renderSegment({ locale, session }: RenderVariant): string {
  return session ? `${locale}${SESSION_SUFFIX}` : locale;
}

export function parseRenderSegment(segment: string | undefined): RenderVariant {
  const session = Boolean(segment?.endsWith(SESSION_SUFFIX));
  const locale = session ? segment!.slice(0, -SESSION_SUFFIX.length) : segment;
  return { locale: locale && isLocale(locale) ? locale : DEFAULT_LOCALE, session };
}

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
  const withQuery =
    QUERY_VARIANT_PATHS.test(pathname) && QUERY_VARIANT_PARAMS.some((name) => request.nextUrl.searchParams.has(name));
  const url = request.nextUrl.clone();
  const path = `${withQuery ? '/with-query' : ''}${pathname === '/' ? '' : pathname}`;
  url.pathname = `/${renderSegment({ locale, session })}${path}`;
  return url;
}
