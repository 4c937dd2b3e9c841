import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { billingState, heldPacketIds, openQrForm, payOnBankPage, toBankPage, toRefillStep } from './support/billing';
import { holdPrompts } from './support/prompts';

/**
 * Under test no payment settles by itself (PLATFORM_TRANSACTION_SETTLE_MS=0): the bank page's Pay or Decline, or the
 * SMS code, decides, and each pay form must react to that outcome, and only to it.
 */
const b = en.billing;
/** Packet 6 costs 1290 for its first period; the refill step pays it in full on a 500 balance. */
const PACKET = 6;
const PRICE = 1290;
const DECLINED = 'The payment was declined on the bank page.';

test.beforeEach(async ({ context, baseURL }) => {
  await holdPrompts(context, baseURL!);
});
const dialog = (page: Page) => page.getByRole('dialog');

const onRefillStep = (page: Page) => toRefillStep(page, PACKET);

/** Nothing was bought and nothing taken: the bonus is still there, packet 6 is not held. */
async function expectNothingBought(page: Page, userId: number, transactionStatus: string) {
  const state = await billingState(page, userId);
  expect(heldPacketIds(state)).not.toContain(PACKET);
  expect(Number(state.account.balance)).toBe(500);
  expect(state.transactions.filter((t) => t.kind !== 'card_link').map((t) => t.status)).toEqual([transactionStatus]);
}

const openQr = (page: Page) => openQrForm(page, PRICE);

test.describe('redirect to the bank page', () => {
  test('Decline comes back to the packet with the bank\'s reason and buys nothing', async ({ page }) => {
    const userId = await onRefillStep(page);
    await toBankPage(page);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL(new RegExp(`/packets/${PACKET}`));
    await expect(dialog(page).getByText(DECLINED)).toBeVisible({ timeout: 20_000 });
    await expect(dialog(page).getByText('is now active')).toHaveCount(0);
    await expectNothingBought(page, userId, 'error');
  });

  test('leaving the bank page with Back buys nothing and claims nothing', async ({ page }) => {
    const userId = await onRefillStep(page);
    await toBankPage(page);
    await page.goBack();
    await page.waitForURL(new RegExp(`/packets/${PACKET}$`));
    await expect(page.getByRole('button', { name: b.actions.enable, exact: true })).toBeVisible();
    await expect(page.getByText('is now active')).toHaveCount(0);
    await expectNothingBought(page, userId, 'pending');
  });

  test('a real double click on the pay button sends one payment request', async ({ page }) => {
    const userId = await onRefillStep(page);
    await dialog(page).locator('[data-paysystem="card"]').click();
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/payforms\//.test(request.url())) created.push(request.url());
    });
    await dialog(page).getByTestId('pay-submit').dblclick();
    await page.waitForURL(/\/pay\/[0-9a-f]{32}/);
    expect(created).toHaveLength(1);
    expect((await billingState(page, userId)).transactions.filter((t) => t.kind === 'purchase')).toHaveLength(1);
  });
});

test.describe('QR payment', () => {
  test('paying on the page the QR names activates the packet while the dialog polls', async ({ page }) => {
    const userId = await onRefillStep(page);
    const { url } = await openQr(page);
    await payOnBankPage(page, url, 'pay');
    await expect(dialog(page).getByText('is now active')).toBeVisible({ timeout: 20_000 });
    const state = await billingState(page, userId);
    expect(heldPacketIds(state)).toContain(PACKET);
  });

  test('a decline on the page the QR names shows the bank\'s reason and buys nothing', async ({ page }) => {
    const userId = await onRefillStep(page);
    const { url } = await openQr(page);
    await payOnBankPage(page, url, 'decline');
    await expect(dialog(page).getByText(DECLINED)).toBeVisible({ timeout: 20_000 });
    await expectNothingBought(page, userId, 'error');
  });

  test('polling stops at its 10-minute limit: a later payment is not waited for', async ({ page }) => {
    await page.clock.install();
    const userId = await onRefillStep(page);
    const { url, polls } = await openQr(page);
    // Within the limit the dialog polls every 5 s...
    const early = polls.length;
    await page.clock.runFor(5_000);
    await expect.poll(() => polls.length).toBeGreaterThan(early);
    // ...and past 600 s of polling it stops for good.
    await page.clock.fastForward('10:00');
    await page.clock.runFor(5_000);
    await page.waitForTimeout(500);
    const atLimit = polls.length;
    await page.clock.runFor(30_000);
    await page.waitForTimeout(1_000);
    expect(polls.length).toBe(atLimit);
    // The bank still takes a late payment (the platform activates the packet), but the dialog no longer waits for it.
    await payOnBankPage(page, url, 'pay');
    await page.clock.runFor(30_000);
    await page.waitForTimeout(1_000);
    expect(polls.length).toBe(atLimit);
    await expect(dialog(page).getByText('is now active')).toHaveCount(0);
    expect(heldPacketIds(await billingState(page, userId))).toContain(PACKET);
  });

  test('polling stops once the transaction is an hour old, long before its 10 minutes of polling', async ({ page }) => {
    // The browser's clock runs 3580 s ahead of the platform's, which dates the transaction: the dialog first sees it
    // about 3580 s old and polls, and some 20 s of polling later it is past the age limit (3600 s), well inside the
    // 600 s the dialog would otherwise poll.
    await page.clock.install({ time: Date.now() + 3_580_000 });
    const userId = await onRefillStep(page);
    const { url, polls } = await openQr(page);
    const young = polls.length;
    await page.clock.runFor(5_000);
    await expect.poll(() => polls.length).toBeGreaterThan(young);
    // A minute of the clock, one poll interval at a time so each poll is answered before the next is due.
    for (let step = 0; step < 12; step += 1) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(250);
    }
    const atLimit = polls.length;
    await expect(page.getByText(b.error.payment)).toHaveCount(0);
    // A payment made after that is taken by the bank, but the dialog no longer asks: a poll now would announce it.
    await payOnBankPage(page, url, 'pay');
    await expect.poll(async () => heldPacketIds(await billingState(page, userId))).toContain(PACKET);
    for (let step = 0; step < 6; step += 1) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(500);
    }
    expect(polls.length).toBe(atLimit);
    await expect(dialog(page).getByText('is now active')).toHaveCount(0);
  });
});

test.describe('phone payment with an SMS code', () => {
  async function startPhonePayment(page: Page, userId: number): Promise<string> {
    await dialog(page).locator('[data-paysystem="phone"]').click();
    await dialog(page).getByLabel(b.phone.number).fill('+7 701 555 00 11');
    await dialog(page).getByRole('button', { name: b.phone.send }).click();
    await expect(dialog(page).getByLabel(b.phone.code)).toBeVisible();
    // The newest pending payment: a form abandoned earlier leaves its own behind.
    const pending = (await billingState(page, userId)).transactions.filter((t) => t.status === 'pending').at(-1);
    return (pending as unknown as { sms_code: string }).sms_code;
  }

  test('the code from the SMS confirms the payment and the packet activates', async ({ page }) => {
    const userId = await onRefillStep(page);
    const code = await startPhonePayment(page, userId);
    await dialog(page).getByLabel(b.phone.code).fill(code);
    await dialog(page).getByRole('button', { name: b.phone.confirm }).click();
    await expect(dialog(page).getByText('is now active')).toBeVisible({ timeout: 20_000 });
    expect(heldPacketIds(await billingState(page, userId))).toContain(PACKET);
  });

  test('a wrong code is refused and buys nothing', async ({ page }) => {
    const userId = await onRefillStep(page);
    const code = await startPhonePayment(page, userId);
    await dialog(page).getByLabel(b.phone.code).fill(`${(Number(code[0]) + 1) % 10}${code.slice(1)}`);
    await dialog(page).getByRole('button', { name: b.phone.confirm }).click();
    await expect(dialog(page).getByText('Wrong code.')).toBeVisible();
    await expect(dialog(page).getByText('is now active')).toHaveCount(0);
    await expectNothingBought(page, userId, 'pending');
  });

  test('closing the form after the code was sent charges nothing, and a new payment then goes through', async ({ page }) => {
    const userId = await onRefillStep(page);
    const before = await billingState(page, userId);
    await startPhonePayment(page, userId);
    await dialog(page).getByRole('button', { name: en.modals.close }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expectNothingBought(page, userId, 'pending');
    const after = await billingState(page, userId);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.subscriptions).toEqual(before.subscriptions);

    // The purchase starts over as if the first form had never been opened; only the new code pays.
    // "Not now" on the PIN offer was kept, so the period question comes first this time.
    await page.getByRole('button', { name: b.actions.enable, exact: true }).click();
    await dialog(page).getByRole('button', { name: b.period.continue }).click();
    const code = await startPhonePayment(page, userId);
    await dialog(page).getByLabel(b.phone.code).fill(code);
    await dialog(page).getByRole('button', { name: b.phone.confirm }).click();
    await expect(dialog(page).getByText('is now active')).toBeVisible({ timeout: 20_000 });
    const state = await billingState(page, userId);
    expect(heldPacketIds(state)).toContain(PACKET);
    // The abandoned payment stays unpaid beside the one that paid.
    expect(state.transactions.filter((t) => t.kind !== 'card_link').map((t) => t.status)).toEqual(['pending', 'complete']);
  });
});
