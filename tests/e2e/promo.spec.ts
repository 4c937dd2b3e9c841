import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { billingState, heldPacketIds, newMember } from './support/billing';
import { holdPrompts } from './support/prompts';
import { freshPhone, pendingCode, waitForSession } from './support/session';

/**
 * The promo wizard on its real pages (/promo, /promo?code=, /gift) against the platform's demo codes
 * (platform/docs/billing.md): what the viewer sees at each step, and what the platform's database holds after.
 */
const p = en.promo;
/** Packet ids of platform/docs/billing.md's seed. */
const KIDS = 3;
const PREMIERE_WEEK = 9;
const dialog = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ context, baseURL }) => holdPrompts(context, baseURL!));

test('a code that needs confirmation shows its terms; Back keeps the code, confirming activates it', async ({ page }) => {
  const userId = await newMember(page);
  await page.goto('/promo');
  await expect(dialog(page).getByText(p.stepOf.replace('{step}', '1').replace('{total}', '4'))).toBeVisible();
  await dialog(page).getByLabel(p.enter.label).fill('KIDS14');
  await dialog(page).getByRole('button', { name: p.enter.submit, exact: true }).click();

  await expect(dialog(page).getByRole('heading', { name: 'Turn on Kids?' })).toBeVisible();
  await expect(dialog(page)).toContainText('14 days free, then 990 ₸ a month.');
  await expect(dialog(page)).toContainText('Charged to the balance after the trial');
  // Only confirming activates: the terms on screen have changed nothing yet.
  expect(heldPacketIds(await billingState(page, userId))).not.toContain(KIDS);

  await dialog(page).getByRole('button', { name: p.back, exact: true }).click();
  await expect(dialog(page).getByLabel(p.enter.label)).toHaveValue('KIDS14');
  await dialog(page).getByRole('button', { name: p.enter.submit, exact: true }).click();
  await dialog(page).getByRole('button', { name: p.confirm.activate }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(p.finished.title);
  await expect(dialog(page)).toContainText('14 days of Kids for free');
  expect(heldPacketIds(await billingState(page, userId))).toContain(KIDS);

  await dialog(page).getByRole('link', { name: p.finished.watch }).click();
  await expect(page).toHaveURL(/\/(en)?$/);
  await expect(dialog(page)).toHaveCount(0);
});

test('a guest following a promo link signs in and the wizard resumes with the code of the link', async ({ page }) => {
  await page.goto('/promo?code=KIDS14');
  const guest = await waitForSession(page);
  expect(guest.is_guest).toBe(true);
  // The wizard hands a guest straight to the sign-in dialog, keeping the code for afterwards.
  await expect(page.getByRole('dialog', { name: en.modals.titles.auth })).toBeVisible();

  const phone = freshPhone();
  await dialog(page).getByLabel(en.auth.phoneLabel).fill(phone);
  await dialog(page).getByRole('button', { name: en.auth.getCode }).click();
  await dialog(page).getByRole('button', { name: en.auth.methodSms }).click();
  // The code exists once the form asks for it.
  await expect(dialog(page).getByLabel(en.auth.codeLabel)).toBeVisible();
  await dialog(page).getByLabel(en.auth.codeLabel).fill(await pendingCode(page.request, phone));
  await dialog(page).getByRole('button', { name: en.auth.signIn, exact: true }).click();

  // Back in the wizard, signed in, at the code's confirmation: nothing to type again.
  await expect(dialog(page).getByRole('heading', { name: 'Turn on Kids?' })).toBeVisible({ timeout: 20_000 });
  const member = await waitForSession(page);
  expect(member.is_guest).toBe(false);
  await dialog(page).getByRole('button', { name: p.confirm.activate }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(p.finished.title);
  expect(heldPacketIds(await billingState(page, member.id))).toContain(KIDS);
});

test('/gift opens the wizard empty: an empty code is refused in words, a gift code activates its packet', async ({ page }) => {
  const userId = await newMember(page);
  await page.goto('/gift');
  await expect(page).toHaveTitle(new RegExp(p.giftTitle));
  const input = dialog(page).getByLabel(p.enter.label);
  await expect(input).toHaveValue('');
  // The button waits for a code; spaces alone are no code.
  await expect(dialog(page).getByRole('button', { name: p.enter.submit, exact: true })).toBeDisabled();
  await input.fill('   ');
  await expect(dialog(page).getByRole('button', { name: p.enter.submit, exact: true })).toBeDisabled();

  await input.fill('WELCOME');
  await dialog(page).getByRole('button', { name: p.enter.submit, exact: true }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(p.finished.title);
  await expect(dialog(page)).toContainText('A free week of premieres');
  expect(heldPacketIds(await billingState(page, userId))).toContain(PREMIERE_WEEK);

  // The same code a second time is the platform's "already used", in the viewer's language.
  await page.goto('/gift');
  await dialog(page).getByLabel(p.enter.label).fill('WELCOME');
  await dialog(page).getByRole('button', { name: p.enter.submit, exact: true }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(en.apiErrors.promoUsed);
  expect((await billingState(page, userId)).subscriptions.filter((sub) => sub.packet_id === PREMIERE_WEEK)).toHaveLength(1);
});
