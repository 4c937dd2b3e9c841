import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { holdPrompts } from './support/prompts';
import { startExtraServer, type ExtraServer } from './support/servers';
import { freshPhone, pendingCode } from './support/session';

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

const sessionReady = (page: Page) => expect(page.locator('html[data-session="ready"]')).toHaveCount(1, { timeout: 20_000 });

test('the query switches change nothing where the deployment did not open them', async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  await page.goto('/?show_debug=1&devapi&customapi=https://evil.example');
  await sessionReady(page);
  const names = await cookieNames(page);
  expect(names).not.toContain('show_debug');
  expect(names).not.toContain('api_target');
  expect(names).toContain('tv_token');
  expect(lines.filter((line) => line.startsWith('[analytics]'))).toEqual([]);
});

test.describe('with SHOW_DEBUG_ENABLED=1', () => {
  let server: ExtraServer | null = null;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    server = await startExtraServer({ env: { SHOW_DEBUG_ENABLED: '1' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    server = null;
  });

  test('?show_debug=1 shows the analytics events of a sign-up in the console, and ?show_debug=0 ends it', async ({ page, context }) => {
    const url = server!.url;
    await holdPrompts(context, url);
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    await page.goto(`${url}/?show_debug=1`);
    await sessionReady(page);
    expect(await cookieNames(page)).toContain('show_debug');

    const phone = freshPhone();
    await page.goto(`${url}/#auth`);
    const dialog = page.getByTestId('modal-overlay');
    await dialog.getByLabel(en.auth.phoneLabel).fill(phone);
    await dialog.getByRole('button', { name: en.auth.getCode }).click();
    await dialog.getByRole('button', { name: en.auth.methodSms }).click();
    await expect(dialog.getByLabel(en.auth.codeLabel)).toBeVisible();
    await dialog.getByLabel(en.auth.codeLabel).fill(await pendingCode(page.request, phone));
    await dialog.getByRole('button', { name: en.auth.signIn, exact: true }).click();
    await expect.poll(() => lines.some((line) => line.startsWith('[analytics] sign_up')), { timeout: 15_000 }).toBe(true);

    await page.goto(`${url}/?show_debug=0`);
    expect(await cookieNames(page)).not.toContain('show_debug');
  });
});
