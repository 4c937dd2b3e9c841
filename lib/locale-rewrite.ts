import type { NextRequest } from 'next/server';
import { renderSegment, settingsFingerprint } from './i18n/locale-segment';
import type { Locale } from './i18n/locales';
import { PROFILE_HINT_COOKIE, TOKEN_COOKIE } from './session/cookies';
import { ADULT_PROFILE_HINT } from './session/profile-hint';
import { searchRenderPath } from './catalogue/search-address';
import { UNKNOWN_ADDRESS_PATH } from './cache/store-policy.mjs';
import { isUnknownAddress } from './catalogue/unknown-address';

// Which rendering a request gets needs both the language (lib/i18n) and the session cookie (lib/session); it sits
// beside both rather than in either, so lib/i18n never depends on lib/session (which depends on it).

/**
 * Pages whose markup differs for a visitor who holds a session: the channel list must not show the public
 * (adult-including) list to a child profile even for a frame, so it is rendered once more for session holders, unless
 * the platform told this browser its profile is not a child's (the profile hint, lib/session/profile-hint.ts): a
 * returning adult or guest gets the public page with its list.
 */
const SESSION_VARIANT_PATHS = /^\/channels(free)?(\/|$)/;
/**
 * Addresses whose query changes the markup, rendered per request by app/[locale]/with-query: home, rowset and row
 * pages with these parameters, and the catalogue with any (its filters).
 */
const QUERY_VARIANT_PATHS = /^\/(rowset\/[^/]+|row\/[^/]+)?$/;
const QUERY_VARIANT_PARAMS = ['library_id', 'embed', 'text'];
const FILTERED_PATHS = /^\/catalog\/[^/]+$/;
/** Its query goes into the internal path, so each search is cached like a page (lib/catalogue/search-address.ts). */
const SEARCH_PATH = '/search';

let serverFingerprint: string | null = null;

/**
 * The internal address of a page: its route (the address without its language prefix, lib/i18n/locale-paths.ts)
 * under the app/[locale] segment of the address's language, so each language version is rendered once and cached.
 */
export function localeRewrite(request: NextRequest, locale: Locale, pathname: string): URL {
  const session =
    SESSION_VARIANT_PATHS.test(pathname) &&
    request.cookies.has(TOKEN_COOKIE) &&
    request.cookies.get(PROFILE_HINT_COOKIE)?.value !== ADULT_PROFILE_HINT;
  const { searchParams } = request.nextUrl;
  const withQuery =
    (QUERY_VARIANT_PATHS.test(pathname) && QUERY_VARIANT_PARAMS.some((name) => searchParams.has(name))) ||
    (FILTERED_PATHS.test(pathname) && searchParams.size > 0);
  const url = request.nextUrl.clone();
  const path =
    pathname === SEARCH_PATH
      ? searchRenderPath(searchParams.get('q'))
      : isUnknownAddress(pathname)
        ? UNKNOWN_ADDRESS_PATH
        : `${withQuery ? '/with-query' : ''}${pathname === '/' ? '' : pathname}`;
  serverFingerprint ??= settingsFingerprint(process.env);
  url.pathname = `/${renderSegment({ locale, session }, serverFingerprint)}${path}`;
  return url;
}
