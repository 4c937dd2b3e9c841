import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import kk from '../../messages/kk.json';
import { holdPrompts } from './support/prompts';
import { signInNewMember, waitForSession } from './support/session';

/**
 * The interface language is the choice made on this browser (lang cookie), then the signed-in user's saved one
 * (mirrored in the user_lang cookie), then the browser's Accept-Language (issue 15, USER_LOCALE_COOKIE).
 */
test.beforeEach(async ({ context, baseURL }) => holdPrompts(context, baseURL!));

async function savedLanguage(page: Page): Promise<unknown> {
  const self = await page.request.get('/api/v2/users/self');
  return ((await self.json()) as { settings: { language?: string } }).settings.language;
}

test("a member's saved language applies on a browser that chose none, and a choice made here is saved", async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await signInNewMember(page);
  // Saved from another browser: this one asks for English and has no choice of its own.
  const saved = await page.request.patch('/api/v2/users/self', { data: { settings: { language: 'kk' } } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('navigation', { name: kk.shell.mainMenu })).toBeVisible({ timeout: 20_000 });
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'user_lang')?.value).toBe('kk');
  // The server renders in it from the first byte of the next page.
  await page.goto('/packets');
  await expect(page.getByRole('navigation', { name: kk.shell.mainMenu })).toBeVisible();

  // Choosing English on this browser wins here and becomes the saved language.
  await page.goto('/settings/language/interface');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: en.shell.mainMenu })).toBeVisible();
  await expect.poll(() => savedLanguage(page)).toBe('en');
});
