import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { FILM_WITH_ADS, LIVE_CHANNEL_PAGE, expectAdvancing, signInDemo } from './support/player';

/**
 * Issue 35 item 3: a script policy with no 'unsafe-inline' on every page, cached pages included, whose own inline
 * scripts run by hash (lib/security/script-hashes.mjs), while a script injected into a page is refused and reported
 * to our endpoint (/api/csp-report).
 */

const INJECTED = '<script>window.__injected = true</script>';

/** What the CSP refused on this page: console messages and securitypolicyviolation events. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

async function reportedScriptViolations(request: APIRequestContext): Promise<number> {
  const counts = (await (await request.get('/api/csp-report')).json()) as Record<string, number>;
  return (counts['script-src-elem'] ?? 0) + (counts['script-src'] ?? 0);
}

function scriptSources(policy: string | undefined): string {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
}

test.describe('an injected script', () => {
  test.use({ scriptRefusalsExpected: true });

  // Over plain http the policy names report-uri only, which Chromium posts at once (application/csp-report); over
  // https it names report-to too, and Chromium batches those reports through the Reporting API instead.
  test('an inline script injected into a page does not run, and the violation reaches our endpoint', async ({ page }) => {
    const before = await reportedScriptViolations(page.request);
    const violations = await watchCsp(page);
    const response = await page.goto(`/test/csp-reflect?html=${encodeURIComponent(INJECTED)}`);
    expect(await response!.text()).toContain(INJECTED);
    await expect(page.getByTestId('reflected')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src(-elem)? inline$/));
    await expect.poll(() => reportedScriptViolations(page.request), { timeout: 15_000 }).toBeGreaterThan(before);
  });
});

test('the report endpoint counts a Reporting API batch and refuses bodies that are too large or not JSON', async ({ request, baseURL }) => {
  const before = await reportedScriptViolations(request);
  const batch = [
    { type: 'csp-violation', age: 10, url: `${baseURL}/`, body: { effectiveDirective: 'script-src-elem', blockedURL: 'inline', documentURL: `${baseURL}/`, disposition: 'enforce' } },
  ];
  const reports = await request.post('/api/csp-report', { headers: { 'content-type': 'application/reports+json' }, data: JSON.stringify(batch) });
  expect(reports.status()).toBe(204);
  expect(await reportedScriptViolations(request)).toBe(before + 1);
  const headers = { 'content-type': 'application/csp-report' };
  expect((await request.post('/api/csp-report', { headers, data: 'x'.repeat(9_000) })).status()).toBe(413);
  expect((await request.post('/api/csp-report', { headers, data: '{not json' })).status()).toBe(400);
});

test('no CSP violation, signed out, on the home page, a title, a channel, the packets and the sign-in page', async ({ page }) => {
  const violations = await watchCsp(page);
  for (const path of ['/', `/contents/${FILM_WITH_ADS}`, LIVE_CHANNEL_PAGE, '/packets', '/sign_in']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test.describe('cached public pages', () => {
  for (const path of ['/', `/contents/${FILM_WITH_ADS}`, '/channels']) {
    test(`${path} comes from the page cache with a policy of hashes and no 'unsafe-inline'`, async ({ request }) => {
      await request.get(path);
      const response = await request.get(path);
      expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      const sources = scriptSources(response.headers()['content-security-policy']);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    });
  }

  test('the home page hydrates from its cached copy: its carousel button works', async ({ page, request }) => {
    await request.get('/');
    const violations = await watchCsp(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured' });
    await banner.getByRole('button', { name: en.catalogue.pause }).click();
    await expect(banner.getByRole('button', { name: en.catalogue.play })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('no CSP violation on the home page, a title, the channels, a playing channel and title, and the settings', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await signInDemo(page, baseURL!);
  const violations = await watchCsp(page);
  for (const path of ['/', `/contents/${FILM_WITH_ADS}`, '/channels', '/settings']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  await page.goto(LIVE_CHANNEL_PAGE);
  await expectAdvancing(page);
  expect(await violations()).toEqual([]);
  await page.goto(`/watch/${FILM_WITH_ADS}`);
  await expect
    .poll(() => page.locator('video').evaluateAll((videos) => videos.some((video) => (video as HTMLVideoElement).currentTime > 0.5)), { timeout: 30_000 })
    .toBe(true);
  expect(await violations()).toEqual([]);
});
