import { NextResponse, type NextRequest } from 'next/server';
import {
  APP_INSTALL_PATH,
  APP_SKIP_COOKIE,
  CLICK_ID_COOKIE,
  GEO_LOCK_COOKIE,
  GEO_LOCK_PATH,
  PARTNER_COOKIE,
  SIGN_IN_PATH,
  clickIdFromQuery,
  isAuthLockExempt,
  isCrawler,
  partnerFromQuery,
  shouldRedirectToAppInstall,
  shouldRedirectToGeoLock,
} from './lib/request-gate/rules';
import { checkMemberSession } from './lib/session/member-check';
import { clientAddress } from './lib/security/client-address';
import { partnerVariant } from './lib/partners/variants';
import { pageSecurityHeaders, securitySettingsFromEnv } from './lib/security/headers';
import { SESSION_COOKIES } from './lib/session/cookies';
import { localeRewrite } from './lib/locale-rewrite';
import { decideLanguage } from './lib/i18n/language-redirect';
import { localizedHref } from './lib/i18n/locale-paths';
import { LOCALE_COOKIE, USER_LOCALE_COOKIE, type Locale } from './lib/i18n/locales';
import { menuPageRedirect } from './lib/catalogue/menu-redirects';
import { API_TARGET_COOKIE, DEBUG_COOKIE, apiTargetUrl, querySwitchCookies, querySwitchSettingsFromEnv } from './lib/request-gate/query-switches';

const REMEMBER_SECONDS = 60 * 60 * 24 * 365;
const DEFAULT_PLATFORM_API_URL = 'http://localhost:3001';
const NOT_FOUND_PAGE = '/_not-found';

/** Request header the server components read: where we are. */
export const PATHNAME_HEADER = 'x-pathname';

/**
 * AUTH_ONLY_MODE=1: a visitor who is not a signed-in member sees only the exempt pages; any other page sends them to
 * sign in and back. Decided here, not in pages, because pages are rendered once and served from cache to everyone.
 */
const platformUrl = () => (process.env.PLATFORM_API_URL || DEFAULT_PLATFORM_API_URL).replace(/\/$/, '');

async function authOnlyRedirect(
  request: NextRequest,
  path: string,
  locale: Locale,
): Promise<{ redirect: NextResponse | null; renewedCookies: string[] }> {
  const { pathname, search } = request.nextUrl;
  if (process.env.AUTH_ONLY_MODE !== '1' || isAuthLockExempt(path)) return { redirect: null, renewedCookies: [] };
  // The session belongs to the back end this browser's gateway calls go to (?devapi / ?customapi).
  const sessionApi = apiTargetUrl(request.cookies.get(API_TARGET_COOKIE)?.value, querySwitchSettingsFromEnv()) ?? platformUrl();
  const { member, cookies } = await checkMemberSession(request.headers.get('cookie'), {
    platformUrl: sessionApi,
    headers: { 'x-forwarded-for': clientAddress(request.headers) },
    secure: request.nextUrl.protocol === 'https:',
  });
  if (member) return { redirect: null, renewedCookies: cookies };
  const target = new URL(localizedHref(SIGN_IN_PATH, locale), request.url);
  target.searchParams.set('from', `${pathname}${search}`);
  const response = NextResponse.redirect(target);
  response.headers.set('cache-control', 'private, no-store');
  for (const value of cookies) response.headers.append('set-cookie', value);
  return { redirect: response, renewedCookies: [] };
}

/**
 * An address whose percent-encoding does not decode (`/contents/%E0%A4%A`) made Next answer a bare 500 before any
 * route ran: pages get the translated not-found page instead, API calls a JSON 400.
 */
function undecodableAddress(request: NextRequest): NextResponse | null {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return null;
  } catch {
    if (request.nextUrl.pathname.startsWith('/api/')) {
      const message = 'The address is not valid percent-encoding.';
      return NextResponse.json({ detail: message, error: { message, code: 'invalid_path' }, error_code: 'invalid_path', status_code: 400 }, { status: 400 });
    }
    return NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.url), { status: 404 });
  }
}

export async function middleware(request: NextRequest) {
  const malformed = undecodableAddress(request);
  if (malformed || request.nextUrl.pathname.startsWith('/api/')) return malformed ?? NextResponse.next();
  const { searchParams } = request.nextUrl;
  const userAgent = request.headers.get('user-agent') ?? '';
  const language = decideLanguage({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    chosen: request.cookies.get(LOCALE_COOKIE)?.value,
    saved: request.cookies.get(USER_LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    crawler: isCrawler(userAgent),
  });
  if (language.kind === 'canonical') return NextResponse.redirect(new URL(language.location, request.url), 308);
  if (language.kind === 'visitor') {
    // This visitor's own address: never stored by a cache, whose copy of the page must stay the address's language.
    const response = NextResponse.redirect(new URL(language.location, request.url), 307);
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }
  // The gate's rules read the page's route; the addresses they send to keep the language of the one asked for.
  const { locale, path: pathname } = language;
  const localized = (target: string) => new URL(localizedHref(target, locale), request.url);

  if (shouldRedirectToGeoLock(pathname, request.cookies.get(GEO_LOCK_COOKIE)?.value === '1')) {
    return NextResponse.redirect(localized(GEO_LOCK_PATH));
  }
  const partner = partnerFromQuery(searchParams);
  // Some partners have no app-install redirect screen (their web runs inside their own app).
  const noRedirectScreen = !partnerVariant(partner ?? request.cookies.get(PARTNER_COOKIE)?.value).appInstallRedirect;
  const appSkipped = request.cookies.get(APP_SKIP_COOKIE)?.value === '1' || noRedirectScreen;
  if (shouldRedirectToAppInstall({ pathname, userAgent, appSkipped })) {
    const target = localized(APP_INSTALL_PATH);
    target.searchParams.set('from', `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(target);
  }
  const { redirect: locked, renewedCookies } = await authOnlyRedirect(request, pathname, locale);
  if (locked) return locked;
  // Here, not in the cached page: a cached page that redirects sends its Location header twice on a cache MISS.
  const menuTarget = await menuPageRedirect(pathname, { platformUrl: platformUrl() });
  if (menuTarget) return NextResponse.redirect(localized(menuTarget));

  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  const response = NextResponse.rewrite(localeRewrite(request, locale, pathname), { request: { headers } });
  response.headers.set('content-language', locale);
  const https = request.nextUrl.protocol === 'https:';
  for (const [name, value] of Object.entries(pageSecurityHeaders(securitySettingsFromEnv(), { pathname, https }))) {
    response.headers.set(name, value);
  }

  if (partner) response.cookies.set(PARTNER_COOKIE, partner, { path: '/', maxAge: REMEMBER_SECONDS, sameSite: 'lax' });
  const clickId = clickIdFromQuery(searchParams);
  if (clickId) response.cookies.set(CLICK_ID_COOKIE, clickId, { path: '/', maxAge: REMEMBER_SECONDS, sameSite: 'lax' });
  const current = { debug: request.cookies.get(DEBUG_COOKIE)?.value, apiTarget: request.cookies.get(API_TARGET_COOKIE)?.value };
  for (const { name, value } of querySwitchCookies(searchParams, current, querySwitchSettingsFromEnv(), SESSION_COOKIES)) {
    // Until the browser closes; the debug mark is read by page scripts, the back end's name only by the gateway.
    if (value === null) response.cookies.delete(name);
    else response.cookies.set(name, value, { path: '/', sameSite: 'lax', httpOnly: name === API_TARGET_COOKIE });
  }
  // Last: response.cookies rewrites the set-cookie headers from its own list, which knows nothing of these.
  for (const value of renewedCookies) response.headers.append('set-cookie', value);
  return response;
}

export const config = {
  // Node, not the edge sandbox: every page request passes here, cached ones too, and the sandbox cost most of their time.
  runtime: 'nodejs',
  // Pages; API calls only for the address check. Next internals and files with an extension pass untouched.
  matcher: ['/((?!api|_next|.*\\..*).*)', '/api/:path*'],
};
