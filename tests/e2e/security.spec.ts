import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { MALFORMED_IDS, OPEN_REDIRECT_TARGETS, XSS_STRINGS, routesWith } from '../security/corpus';
import { DRM_TITLE, FILM_WITH_ADS, LIVE_CHANNEL_ID, LIVE_CHANNEL_PAGE, expectAdvancing, signInDemo } from './support/player';
import { archivedMoment } from './support/channels';
import { platformUrl, routeOf, waitForSession } from './support/session';

/**
 * Issue 13 over HTTP and in Chromium: the bad-input corpus (tests/security/corpus.ts) against the real server, the
 * headers a page and an embed carry, cross-site requests, body limits, the app-install return link, sign-in links,
 * hostile text shown as text, and playback with the CSP on and no violation.
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

test.describe('bad input is answered, never with a 500', () => {
  for (const id of MALFORMED_IDS) {
    test(`every route with the parameter ${id}`, async ({ request }) => {
      test.setTimeout(120_000);
      for (const path of routesWith(id)) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `${path} answered ${response.status()}`).toBeLessThan(500);
      }
    });
  }

  test('a stray undecodable cookie from a sibling domain does not break the API or pages', async ({ request }) => {
    const headers = { cookie: 'x=100%; y=%E0%A4%A' };
    expect((await request.get('/api/v2/users/self/network', { headers })).status()).toBe(200);
    expect((await request.get('/channels', { headers })).status()).toBe(200);
  });

  test('the og image of %25 and a content address with broken percent-encoding answer 4xx', async ({ request }) => {
    for (const path of ['/og/contents/%25', '/contents/%E0%A4%A', '/watch/%E0%A4%A', '/api/v2/contents/%E0%A4%A']) {
      const status = (await request.get(path, { maxRedirects: 0 })).status();
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
  });

  test('dot segments never reach the platform through the gateway', async ({ request }) => {
    // Next resolves literal and %2e dot segments itself before routing; what is left must not be the platform's /dev.
    for (const path of ['/api/v2/%2e%2e/dev/db/tokens', '/api/v2/contents/%2e%2e/%2e%2e/dev/db/users', '/api/v2/contents/..%2f..%2fdev%2fdb%2ftokens']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toMatch(/"token":|"pin":/);
    }
  });

  test('/_next/image fetches no remote host', async ({ request }) => {
    const response = await request.get('/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=64&q=75');
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
});

test.describe('state-changing routes of ours', () => {
  test('refuse a cross-site sign-in (login CSRF), a text/plain form and another origin', async ({ request }) => {
    const token = await platformGuestToken();
    const forms: { headers: Record<string, string>; status: number }[] = [
      { headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, status: 403 },
      { headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, status: 403 },
      { headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' }, status: 415 },
    ];
    for (const { headers, status } of forms) {
      const response = await request.post('/api/session', { headers, data: JSON.stringify({ access_token: token }) });
      expect(response.status()).toBe(status);
      expect(response.headers()['set-cookie'] ?? '').not.toContain('tv_token');
    }
    for (const path of ['/api/v2/users/self/profiles', '/api/beacon/v2/users/self/history?method=POST']) {
      const response = await request.post(path, { headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, data: '{}' });
      expect(response.status(), path).toBe(403);
      expect(((await response.json()) as { error_code: string }).error_code, path).toBe('cross_site_request');
    }
  });

  test('answer 413 over their body limits', async ({ request }) => {
    const big = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });
    expect((await request.post('/api/v2/auth/login', { headers: SAME_ORIGIN, data: big(100_000) })).status()).toBe(413);
    expect((await request.post('/api/beacon/v2/users/self/history?method=POST', { headers: SAME_ORIGIN, data: big(20_000) })).status()).toBe(413);
    expect((await request.post('/api/session', { headers: SAME_ORIGIN, data: big(5_000) })).status()).toBe(413);
  });
});

test.describe('security headers', () => {
  test('a page: CSP without framing, nosniff, referrer policy; no HSTS over plain http', async ({ request }) => {
    const headers = (await request.get('/channels')).headers();
    const csp = headers['content-security-policy'];
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", `media-src 'self' blob: ${platformUrl()}`]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('nonce-');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('an embed: closed to framing while EMBED_ALLOWED_ORIGINS is unset', async ({ request }) => {
    const headers = (await request.get('/channel_embed/4')).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('a forged X-Forwarded-Proto does not turn on HSTS or secure cookies', async ({ request }) => {
    const headers = (await request.get('/channels', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' } })).headers();
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

test.describe('in the browser', () => {
  test('the app-install "stay in browser" link cannot leave the site', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const from of OPEN_REDIRECT_TARGETS) {
      await page.goto(`/app_store?from=${encodeURIComponent(from)}`);
      await page.getByRole('button', { name: en.appInstall.stay }).click();
      await expect.poll(() => routeOf(page.url())).toBe('/');
      expect(new URL(page.url()).origin, from).toBe(origin);
    }
    await page.goto(`/app_store?from=${encodeURIComponent('/channels?x=1')}`);
    await page.getByRole('button', { name: en.appInstall.stay }).click();
    await expect(page).toHaveURL(/\/channels\?x=1$/);
  });

  test('a sign-in link does not replace the signed-in session unless the viewer confirms', async ({ page, baseURL }) => {
    await signInDemo(page, baseURL!);
    await page.goto('/');
    const me = await waitForSession(page);
    expect(me.is_guest).toBe(false);
    await page.goto(`/?access_token=${encodeURIComponent(await platformGuestToken())}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(en.session.addressSignInTitle)).toBeVisible();
    expect(new URL(page.url()).searchParams.has('access_token')).toBe(false);
    await dialog.getByRole('button', { name: en.session.addressSignInKeep }).click();
    expect((await waitForSession(page)).id).toBe(me.id);

    await page.goto(`/?access_token=${encodeURIComponent(await platformGuestToken())}`);
    await page.getByRole('dialog').getByRole('button', { name: en.session.addressSignInConfirm }).click();
    await expect.poll(async () => (await waitForSession(page)).id).not.toBe(me.id);
  });

  test('hostile text in our free-text fields comes back as text', async ({ page, baseURL }) => {
    await signInDemo(page, baseURL!);
    const text = XSS_STRINGS[1];
    await page.goto(`/search?q=${encodeURIComponent(text)}`);
    await waitForSession(page);
    await expect(page.getByRole('searchbox')).toHaveValue(text);
    const named = await page.request.post('/api/v2/users/self/profiles', { data: { name: XSS_STRINGS[2].slice(0, 20), role: 'adult' } });
    expect(named.status(), await named.text()).toBeLessThan(300);
    const renamed = await page.request.patch('/api/v2/users/self', { data: { first_name: XSS_STRINGS[0] } });
    expect(renamed.status(), await renamed.text()).toBeLessThan(300);
    await page.goto('/settings/info');
    await expect(page.locator('input[name="first_name"]')).toHaveValue(XSS_STRINGS[0]);
    await page.goto('/settings/profiles');
    await expect(page.getByText(XSS_STRINGS[2].slice(0, 20)).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

/** Everything the CSP refused on this page, as the browser reports it. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test.describe('playback under the CSP', () => {
  test('a live channel, an archive programme, a title with ads and a DRM title play with no CSP violation', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await signInDemo(page, baseURL!);
    const violations = await watchCsp(page);
    await page.goto(LIVE_CHANNEL_PAGE);
    await expectAdvancing(page);
    expect(await violations()).toEqual([]);
    await page.goto(`${LIVE_CHANNEL_PAGE}?ts=${await archivedMoment(page.request, LIVE_CHANNEL_ID)}`);
    await expectAdvancing(page);
    expect(await violations()).toEqual([]);
    await page.goto(`/watch/${FILM_WITH_ADS}`);
    await expect(page.locator('[data-testid="player"] video')).not.toHaveCount(0);
    await expect.poll(() => page.locator('video').evaluateAll((videos) => videos.some((video) => (video as HTMLVideoElement).currentTime > 0.5)), { timeout: 30_000 }).toBe(true);
    expect(await violations()).toEqual([]);
    await page.goto(`/watch/${DRM_TITLE}`);
    await expect.poll(() => page.locator('video').evaluateAll((videos) => videos.some((video) => (video as HTMLVideoElement).currentTime > 0.5)), { timeout: 45_000 }).toBe(true);
    expect(await violations()).toEqual([]);
  });
});

/** A fresh guest's token, straight from the platform (a sign-in link as an operator would make one). */
async function platformGuestToken(): Promise<string> {
  const username = `csrf-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await fetch(`${platformUrl()}/v2/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'pw-123456', is_guest: true }),
  });
  if (!created.ok) throw new Error(`guest refused: ${created.status}`);
  const login = await fetch(`${platformUrl()}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: username, password: 'pw-123456' }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}
