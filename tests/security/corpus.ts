/**
 * The bad-input corpus of issue 13: what an attacker or a broken client sends, and the safe answer each must get.
 * Read by tests/security/bad-input.test.ts (in process) and tests/e2e/security.spec.ts (over HTTP, in Chromium).
 */

/** Ids no route should choke on: zero, negative, exponent, too long for any integer type, NUL, SQL. */
export const MALFORMED_IDS = ['0', '-1', '1e3', '99999999999999999999', '%00', "'%20OR%201=1--", '%25', '%E0%A4%A', '%2e%2e', '..%2F..%2Fdev'];

/** Every page route with a parameter, the parameter written as {id}. */
export const PARAMETER_ROUTES = [
  '/{id}',
  '/catalog/{id}',
  '/channel_embed/{id}',
  '/channels/{id}',
  '/channels/{id}/{id}',
  '/content_embed/{id}',
  '/contents/{id}',
  '/contents/film/{id}',
  '/episodes/{id}',
  '/manual/{id}',
  '/news/{id}',
  '/packets/{id}',
  '/packets/{id}/agreement',
  '/persons/{id}',
  '/promo/{id}',
  '/provider/{id}',
  '/row/{id}',
  '/rowset/{id}',
  '/settings/{id}',
  '/settings/language/{id}',
  '/trailers/{id}',
  '/watch/{id}',
  '/og/contents/{id}',
  '/og/channels/{id}',
  '/og/{id}/1',
  '/sitemaps/{id}',
];

/** Every gateway call of ours with an id in its path. */
export const PARAMETER_API_CALLS = [
  '/api/v2/contents/{id}',
  '/api/v2/channels/{id}',
  '/api/v2/persons/{id}',
  '/api/v2/packets/{id}',
  '/api/v2/promokeys/{id}/info',
];

export function routesWith(id: string, routes: readonly string[] = PARAMETER_ROUTES): string[] {
  return routes.map((route) => route.replaceAll('{id}', id));
}

/** Written into every free-text field of ours; each must come back as the same text, never as markup. */
export const XSS_STRINGS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  "javascript:window.__xss=1",
  '{{constructor.constructor("window.__xss=1")()}}',
];

/** Return targets that must not take the viewer off the site. */
export const OPEN_REDIRECT_TARGETS = [
  '/%5Cevil.example',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example/',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  '/\tevil.example',
];

/** Addresses from the API that must never reach location.assign / window.open / an iframe. */
export const UNSAFE_NAVIGATION_URLS = ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example', '/relative', ' javascript:alert(1)'];

/** Colours and image addresses from the API that try to leave their CSS property. */
export const HOSTILE_CSS_VALUES = {
  colours: ['red;background:url(https://evil.example/t)', 'expression(alert(1))', 'url(https://evil.example)', '#fff;}', 'rgb(1,2,3);x:y'],
  images: ['https://a.example/x.png);background:url(https://evil.example/t', 'javascript:alert(1)', "https://a.example/x.png'); x", 'data:image/svg+xml,<svg onload=alert(1)>'],
};
