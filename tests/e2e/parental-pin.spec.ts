import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { holdPrompts } from './support/prompts';
import { signInNewMember, waitForSession } from './support/session';

/**
 * The parental PIN on /settings/parental as its owner changes it, and as one who forgot it gets it by SMS. Each test
 * has an account of its own; wrong PINs are kept to one per test, since every wrong secret counts against the
 * platform's per-address limit for the whole run (platform/src/core/throttle.ts).
 */
const t = en.parental;
const pinDialog = (page: Page) => page.getByTestId('modal-overlay');

test.beforeEach(async ({ context, baseURL }) => holdPrompts(context, baseURL!));

/** A new member whose PIN is `pin`, with the settings page open and its PIN question not yet answered. */
async function memberWithPin(page: Page, pin: string): Promise<void> {
  await page.goto('/');
  await waitForSession(page);
  await signInNewMember(page);
  const set = await page.request.patch('/api/v2/users/self', { data: { pincode: pin } });
  expect(set.status(), await set.text()).toBe(200);
  await page.goto('/settings/parental');
  await expect(page.getByText(t.lockedText)).toBeVisible();
}

async function typePin(page: Page, pin: string) {
  await pinDialog(page).getByTestId('pin-input').fill(pin);
}

/** Whether the platform takes `pin` as this member's PIN (the check the app's PIN question makes). */
async function platformAccepts(page: Page, pin: string): Promise<boolean> {
  const response = await page.request.post('/api/v2/users/self/parental_code/check', { data: { code: pin } });
  if (response.status() === 400) return false;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { valid: boolean }).valid;
}

test('changing the PIN asks the current one: a wrong one changes nothing, the right one sets the new PIN', async ({ page }) => {
  await memberWithPin(page, '1234');
  await page.getByRole('button', { name: t.unlock }).click();
  await typePin(page, '1234');
  await expect(pinDialog(page)).toBeHidden();
  await page.getByRole('button', { name: t.changePin }).click();

  await expect(pinDialog(page).getByLabel(t.oldPinLabel)).toBeVisible();
  await typePin(page, '9999');
  await expect(pinDialog(page).getByLabel(t.newPinLabel)).toBeVisible();
  await typePin(page, '5678');
  await expect(pinDialog(page).getByLabel(t.repeatPinLabel)).toBeVisible();
  await typePin(page, '5678');
  // The platform refuses the wrong current PIN: the dialog says so and asks for it again.
  await expect(pinDialog(page).getByRole('alert')).toHaveText(en.apiErrors.wrongPincode);
  await expect(pinDialog(page).getByLabel(t.oldPinLabel)).toBeVisible();
  expect(await platformAccepts(page, '1234')).toBe(true);

  await typePin(page, '1234');
  await typePin(page, '5678');
  await typePin(page, '5678');
  await expect(pinDialog(page)).toBeHidden();
  expect(await platformAccepts(page, '5678')).toBe(true);

  // The new PIN is the one the app's own PIN question takes from now on.
  await page.reload();
  await page.getByRole('button', { name: t.unlock }).click();
  await typePin(page, '5678');
  await expect(pinDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: t.changePin })).toBeVisible();
});

test('a member who forgot the PIN has it sent by SMS from the PIN question, then enters it', async ({ page }) => {
  await memberWithPin(page, '2468');
  await page.getByRole('button', { name: t.unlock }).click();
  await expect(pinDialog(page).getByText(t.enterPinHint)).toBeVisible();
  await pinDialog(page).getByRole('button', { name: t.sendBySms }).click();
  await expect(pinDialog(page).getByRole('status')).toHaveText(t.pinSentBySms);
  // Sending it changed nothing: the PIN the SMS carries is still the one that opens the settings.
  await typePin(page, '2468');
  await expect(pinDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: t.changePin })).toBeVisible();

  // The settings page sends it too, and says so in a message of its own.
  await page.getByRole('button', { name: t.sendBySms }).click();
  const message = page.getByRole('dialog', { name: t.sendBySmsTitle });
  await expect(message).toContainText(t.pinSentBySms);
});
