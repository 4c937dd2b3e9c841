import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { holdPrompts } from './support/prompts';
import { waitForSession } from './support/session';

/**
 * Issue 17: a dialog opened while its body's code is still on its way (a slow network, a loaded device) shows the
 * one spinner in a body-sized space, not an empty frame, and the body takes its place when it arrives.
 */

/** Long enough to see the placeholder for sure; the dialog itself may wait for a few late scripts first. */
const SCRIPT_DELAY_MS = 3_000;

test('a dialog shows a spinner until its body arrives', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await holdPrompts(context, baseURL!);
  await page.goto('/');
  await waitForSession(page);
  // Every script asked for from now on (the sign-in body's among them) arrives late.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.getByRole('banner').getByRole('button', { name: en.shell.signIn }).click();
  const dialog = page.getByRole('dialog');
  // Read in one step, since the body replaces the placeholder when its script arrives.
  const placeholder = () =>
    page.evaluate(() => {
      const box = document.querySelector('[role="dialog"] [data-testid="modal-body-loading"]');
      const status = box?.querySelector('[role="status"]');
      return box && status ? { label: status.getAttribute('aria-label'), height: box.getBoundingClientRect().height } : null;
    });
  await expect.poll(placeholder, { timeout: 30_000 }).toEqual({ label: en.modals.bodyLoading, height: 160 });
  await expect(dialog.getByLabel(en.auth.phoneLabel)).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('status', { name: en.modals.bodyLoading })).toHaveCount(0);
});
