import { NextResponse, type NextRequest } from 'next/server';
import {
  APP_INSTALL_PATH,
  APP_SKIP_COOKIE,
  CLICK_ID_COOKIE,
  GEO_LOCK_COOKIE,
  GEO_LOCK_PATH,
  PARTNER_COOKIE,
  clickIdFromQuery,
  isAuthLockExempt,
  partnerFromQuery,
  shouldRedirectToAppInstall,
  shouldRedirectToGeoLock,
} from './lib/request-gate/rules';
import { partnerVariant } from './lib/partners/variants';
import { TOKEN_COOKIE } from './lib/session/cookies';
import { localeRewrite } from './lib/i18n/locale-segment';

const REMEMBER_SECONDS = 60 * 60 * 24 * 365;

/** Request headers the server components read: where we are, and whether auth-only mode locks the page. */
export const PATHNAME_HEADER = 'x-pathname';
export const AUTH_LOCK_HEADER = 'x-auth-lock';

export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (shouldRedirectToGeoLock(pathname, request.cookies.get(GEO_LOCK_COOKIE)?.value === '1')) {
    return NextResponse.redirect(new URL(GEO_LOCK_PATH, request.url));
  }
  const userAgent = request.headers.get('user-agent') ?? '';
  const partner = partnerFromQuery(searchParams);
  // Some partners have no app-install redirect screen (their web runs inside their own app).
  const noRedirectScreen = !partnerVariant(partner ?? request.cookies.get(PARTNER_COOKIE)?.value).appInstallRedirect;
  const appSkipped = request.cookies.get(APP_SKIP_COOKIE)?.value === '1' || noRedirectScreen;
  if (shouldRedirectToAppInstall({ pathname, userAgent, appSkipped })) {
    const target = new URL(APP_INSTALL_PATH, request.url);
    target.searchParams.set('from', `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(target);
  }

  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  const authOnly = process.env.AUTH_ONLY_MODE === '1';
  if (authOnly && !request.cookies.has(TOKEN_COOKIE) && !isAuthLockExempt(pathname)) headers.set(AUTH_LOCK_HEADER, '1');
  // Pages live under app/[locale]: the language picked here (cookie, setting, Accept-Language) stays out of the address.
  const response = NextResponse.rewrite(localeRewrite(request), { request: { headers } });

  if (partner) response.cookies.set(PARTNER_COOKIE, partner, { path: '/', maxAge: REMEMBER_SECONDS, sameSite: 'lax' });
  const clickId = clickIdFromQuery(searchParams);
  if (clickId) response.cookies.set(CLICK_ID_COOKIE, clickId, { path: '/', maxAge: REMEMBER_SECONDS, sameSite: 'lax' });
  return response;
}

export const config = {
  // Node, not the edge sandbox: every page request passes here, cached ones too, and the sandbox cost most of their time.
  runtime: 'nodejs',
  // Pages only: the API gateway, Next internals and files with an extension pass untouched.
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};
