import { type Page, type Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import ru from '../../messages/ru.json';
import { billingState, heldPacketIds, newMember, payOnBankPage } from './support/billing';
import { holdPrompts } from './support/prompts';
import { setLocale } from './support/session';

/**
 * Issue 36 items 3, 4 and 8 on the embedded platform, in Russian: a declined top-up retried and paid, an add-on bought
 * through the base packet, the "Моё" menu item. (Item 1, a card linked to pay charged once: billing-money.spec.ts.)
 */
const b = ru.billing;
/** Packet 2 (Cinema) is an add-on with a 100 trial; packet 1 (Basic TV) is the base packet, free on trial. */
const ADD_ON = 2;
const BASE = 1;
const ADD_ON_TRIAL = 100;
const BONUS = 500;

test.beforeEach(async ({ context, page, baseURL }) => {
  await holdPrompts(context, baseURL!);
  await setLocale(page, 'ru', baseURL!);
});
const dialog = (page: Page) => page.getByRole('dialog');

/** The PIN question comes once per session: "Не сейчас" when it is asked, else the next dialog is already there. */
async function skipPinIfAsked(page: Page, next: string) {
  const notNow = dialog(page).getByRole('button', { name: ru.parental.notNow });
  await expect(dialog(page).getByRole('heading', { name: next }).or(notNow)).toBeVisible({ timeout: 20_000 });
  if (await notNow.isVisible()) await notNow.click();
  await expect(dialog(page).getByRole('heading', { name: next })).toBeVisible();
}

/** The QR payment's bank page address, from the answer bare or in its {data} envelope. */
async function qrPayload(answer: Promise<Response>): Promise<string> {
  const body = (await (await answer).json()) as { data?: { qrcode: { payload: string } }; qrcode?: { payload: string } };
  return (body.data ?? body).qrcode!.payload;
}

async function topUpByQr(page: Page, amount: string): Promise<string> {
  const form = page.getByTestId('account-top-up');
  await form.getByLabel(b.topUp.label).fill(amount);
  await form.getByRole('button', { name: b.topUp.submit }).click();
  await skipPinIfAsked(page, ru.modals.titles.refill);
  const answer = page.waitForResponse((response) => /qrcode_make_transaction/.test(response.url()));
  await dialog(page).locator('[data-paysystem="qr"]').click();
  return qrPayload(answer);
}

test('a declined top-up is retried for the same amount and paid: the balance rises once', async ({ page }) => {
  const userId = await newMember(page, { bonus: true });
  await page.goto('/settings/subscriptions');
  await expect(page.getByTestId('account-balance-amount')).toHaveText(`${BONUS} ₸`);
  const declined = await topUpByQr(page, '700');
  await payOnBankPage(page, declined, 'decline');
  await expect
    .poll(async () => (await billingState(page, userId)).transactions.map((t) => t.status), { timeout: 20_000 })
    .toEqual(['error']);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  const retried = await topUpByQr(page, '700');
  expect(retried).not.toBe(declined);
  await payOnBankPage(page, retried, 'pay');
  await expect(dialog(page).getByText(b.success.payment)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('account-balance-amount')).toHaveText(`${BONUS + 700} ₸`);
  const state = await billingState(page, userId);
  expect(Number(state.account.balance)).toBe(BONUS + 700);
  expect(state.transactions.map((t) => [t.kind, Number(t.amount), t.status])).toEqual([
    ['refill', 700, 'error'],
    ['refill', 700, 'complete'],
  ]);
});

test('an add-on chosen without a base packet is bought right after the base packet, in one flow', async ({ page }) => {
  const userId = await newMember(page, { bonus: true });
  await page.goto(`/packets/${ADD_ON}`);
  await page.getByRole('button', { name: b.actions.trial }).click();
  await skipPinIfAsked(page, ru.modals.titles.quick_packets);
  await expect(dialog(page).getByText(b.quick.baseFirst)).toBeVisible();
  await dialog(page).getByRole('button', { name: /Базовое ТВ/ }).click();
  // The base packet's own period question: its free trial.
  await expect(dialog(page).getByRole('heading', { name: ru.modals.titles.confirm_period })).toBeVisible();
  await dialog(page).getByRole('radio').first().check();
  await dialog(page).getByRole('button', { name: b.period.continue }).click();
  await expect(dialog(page).getByRole('heading', { name: ru.modals.titles.confirm })).toBeVisible();
  await dialog(page).getByRole('button', { name: b.confirm.pay }).click();
  // The add-on's purchase goes on by itself, with its trial, to its own confirmation.
  await expect
    .poll(async () => heldPacketIds(await billingState(page, userId)), { timeout: 20_000 })
    .toContain(BASE);
  await expect(dialog(page).getByRole('heading', { name: ru.modals.titles.confirm })).toBeVisible({ timeout: 20_000 });
  await dialog(page).getByRole('button', { name: b.confirm.pay }).click();
  await expect
    .poll(async () => heldPacketIds(await billingState(page, userId)).sort(), { timeout: 20_000 })
    .toEqual([BASE, ADD_ON]);
  expect(Number((await billingState(page, userId)).account.balance)).toBe(BONUS - ADD_ON_TRIAL);
});

test('"Моё" in the header menu opens the viewer\'s own page for a signed-in adult', async ({ page }) => {
  await newMember(page);
  await page.goto('/');
  const my = page.getByRole('navigation').getByRole('link', { name: 'Моё', exact: true }).first();
  await expect(my).toHaveAttribute('href', /\/my$/);
  await my.click();
  await page.waitForURL(/\/my$/);
});
