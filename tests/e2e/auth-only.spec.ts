import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { holdPrompts } from './support/prompts';
import { platformUrl } from './support/session';

/**
 * AUTH_ONLY_MODE=1 (core-session-account.md section 2): only the exempt pages are open without signing in. The switch
 * is read by the middleware at request time, so the same build serves it from a second server started with it on,
 * next to the run's own (which has it off), against the same platform.
 */
const OFFSET = 60;
let server: ChildProcess | null = null;
let lockedUrl = '';

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the auth-only server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the auth-only server did not answer at ${url}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(120_000);
  const base = new URL(baseURL!);
  const port = Number(base.port) + OFFSET;
  lockedUrl = `${base.protocol}//${base.hostname}:${port}`;
  server = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '--keepAliveTimeout', '65000'], {
    cwd: process.cwd(),
    env: { ...process.env, PLATFORM_API_URL: platformUrl(), AUTH_ONLY_MODE: '1' },
    stdio: 'ignore',
  });
  await waitForServer(`${lockedUrl}/api/keepalive`, server);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  server = null;
});

test.beforeEach(async ({ context }) => {
  await holdPrompts(context, lockedUrl);
});

test('a visitor who is not signed in reaches only the open pages; the rest ask to sign in and come back after', async ({ page }) => {
  for (const open of ['/faq', '/promo', '/packets', '/agreement', '/terms']) {
    const response = await page.goto(`${lockedUrl}${open}`);
    expect(new URL(page.url()).pathname, open).toBe(open);
    expect(response?.status(), open).toBeLessThan(400);
  }

  await page.goto(`${lockedUrl}/channels?view=grid`);
  expect(new URL(page.url()).pathname).toBe('/sign_in');
  expect(new URL(page.url()).searchParams.get('from')).toBe('/channels?view=grid');
  // The auth modal is locked: no close control, Escape does not close it.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: en.auth.byPassword })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: en.modals.close })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: en.auth.byPassword }).click();
  await dialog.getByLabel(en.auth.loginLabel).fill('demo');
  await dialog.getByLabel(en.auth.passwordLabel).fill('demo123');
  await dialog.getByRole('button', { name: en.auth.signIn }).click();
  await expect(page).toHaveURL(`${lockedUrl}/channels?view=grid`, { timeout: 20_000 });
  await page.goto(`${lockedUrl}/contents/1`);
  expect(new URL(page.url()).pathname).toBe('/contents/1');
});

test('a guest session or a forged token cookie does not open a locked page', async ({ context, request }) => {
  await context.addCookies([{ name: 'tv_token', value: 'forged', url: lockedUrl }]);
  const forged = await request.get(`${lockedUrl}/contents/1`, { headers: { cookie: 'tv_token=forged' }, maxRedirects: 0 });
  expect(forged.status()).toBe(307);
  expect(new URL(forged.headers().location, lockedUrl).pathname).toBe('/sign_in');
  expect(forged.headers()['cache-control']).toContain('no-store');
  const open = await request.get(`${lockedUrl}/faq`, { maxRedirects: 0 });
  expect(open.status()).toBe(200);
});

test('the same build without the switch locks nothing', async ({ request }) => {
  expect((await request.get('/contents/1', { maxRedirects: 0 })).status()).toBe(200);
});
