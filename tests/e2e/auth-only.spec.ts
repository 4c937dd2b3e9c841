import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { extraServerForFile } from './support/extra-server';

/**
 * AUTH_ONLY_MODE=1 (core-session-account.md section 2): only the exempt pages are open without signing in. The switch
 * is read by the middleware at request time, so the same build serves it from an extra server started with it on,
 * next to the run's own (which has it off), against the same platform.
 */
const locked = extraServerForFile({ env: { AUTH_ONLY_MODE: '1' } });

test('a visitor who is not signed in reaches only the open pages; the rest ask to sign in and come back after', async ({ page }) => {
  // The browser asks for English: its pages are the English addresses (issue 33), the lock's included.
  for (const open of ['/faq', '/promo', '/packets', '/agreement', '/terms', '/provider/demo', '/news']) {
    const response = await page.goto(`${locked.url}${open}`);
    expect(new URL(page.url()).pathname, open).toBe(`/en${open}`);
    expect(response?.status(), open).toBeLessThan(400);
  }

  await page.goto(`${locked.url}/channels?view=grid`);
  expect(new URL(page.url()).pathname).toBe('/en/sign_in');
  expect(new URL(page.url()).searchParams.get('from')).toBe('/en/channels?view=grid');
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
  await expect(page).toHaveURL(`${locked.url}/en/channels?view=grid`, { timeout: 20_000 });
  await page.goto(`${locked.url}/contents/1`);
  expect(new URL(page.url()).pathname).toBe('/en/contents/1');
});

test('a guest session or a forged token cookie does not open a locked page', async ({ context, request }) => {
  await context.addCookies([{ name: 'tv_token', value: 'forged', url: locked.url }]);
  const forged = await request.get(`${locked.url}/contents/1`, { headers: { cookie: 'tv_token=forged' }, maxRedirects: 0 });
  expect(forged.status()).toBe(307);
  expect(new URL(forged.headers().location, locked.url).pathname).toBe('/sign_in');
  expect(forged.headers()['cache-control']).toContain('no-store');
  const open = await request.get(`${locked.url}/faq`, { maxRedirects: 0 });
  expect(open.status()).toBe(200);
});

test('the same build without the switch locks nothing', async ({ request }) => {
  expect((await request.get('/contents/1', { maxRedirects: 0 })).status()).toBe(200);
});
