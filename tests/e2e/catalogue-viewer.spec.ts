import { expect, test } from '@playwright/test';

/**
 * Issue 16, the rest of the list, as a viewer meets it: the footer in every embed form, a card's library kept by its
 * watch links, and the slider's behaviour.
 */

test('the footer is hidden in every embed form and shown elsewhere', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // A start page in embed mode (?embed=1 or true), and the embed routes.
  for (const address of [
    '/?embed=1',
    '/rowset/movies?embed=true',
    '/startpage?embed=1',
    '/content_embed/1',
    '/channel_embed/4',
  ]) {
    await page.goto(address);
    await expect(page.locator('main')).toBeAttached();
    await expect(page.getByRole('contentinfo'), address).toHaveCount(0);
    await expect(page.locator('footer'), address).toBeHidden();
  }
  await page.goto('/rowset/movies');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
