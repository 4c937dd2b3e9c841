import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { routeOf } from './support/session';
import en from '../../messages/en.json';
import { billingState, expectAccountMatchesDatabase, heldPacketIds, newMember, skipPinSetup } from './support/billing';
import { extraServerForFile } from './support/extra-server';

/**
 * pay_iframe exists only when iframe payment is on (catalogue-vod-billing.md section 2). The switch is read on the
 * server at request time, so the same build serves it from an extra server started with IFRAME_PAYMENT_ENABLED=1,
 * next to the worker's own (which has it off), against the worker's platform.
 */
const b = en.billing;
const framed = extraServerForFile({ env: { IFRAME_PAYMENT_ENABLED: '1' } });

const dialog = (page: Page) => page.getByRole('dialog');

test('with iframe payment on, the framed card page pays the difference inside the dialog and the packet activates', async ({
  page,
}) => {
  const userId = await newMember(page, { bonus: true, base: true });
  await page.goto(`${framed.url}/packets/6`);
  // A click before start-up finished would find no handler yet. This server starts cold, so its first page and
  // the links it prefetches render beside start-up's calls: start-up's 20 s, as waitForSession allows.
  await expect(page.locator('html[data-session="ready"]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: b.actions.enable, exact: true }).click();
  await skipPinSetup(page, en.parental.notNow);
  await dialog(page).getByRole('button', { name: b.period.continue }).click();
  await expect(dialog(page).getByRole('heading', { name: en.modals.titles.refill })).toBeVisible();
  await dialog(page).locator('[data-paysystem="card_iframe"]').click();
  await dialog(page).getByTestId('pay-submit').click();

  // The bank page opens inside the dialog; the app stays where it was and polls meanwhile.
  const frame = page.frameLocator('iframe[src*="/pay/"]');
  await expect(frame.getByRole('button', { name: 'Pay' })).toBeVisible();
  expect(routeOf(page.url())).toBe('/packets/6');
  const before = await billingState(page, userId);
  expect(before.transactions.map((t) => [t.paysystem_shortname, t.status, Number(t.amount)])).toEqual([
    ['card_iframe', 'pending', 1290],
  ]);
  await frame.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog(page).getByText('is now active')).toBeVisible({ timeout: 20_000 });

  const state = await expectAccountMatchesDatabase(page, userId, 'renewal is off');
  expect(heldPacketIds(state)).toContain(6);
  expect(Number(state.account.balance)).toBe(0);
  expect(state.transactions.map((t) => [t.paysystem_shortname, t.status])).toEqual([['card_iframe', 'complete']]);
});

test('a decline inside the framed card page shows the bank\'s reason and buys nothing', async ({ page }) => {
  const userId = await newMember(page, { bonus: true, base: true });
  await page.goto(`${framed.url}/packets/6`);
  await page.getByRole('button', { name: b.actions.enable, exact: true }).click();
  await skipPinSetup(page, en.parental.notNow);
  await dialog(page).getByRole('button', { name: b.period.continue }).click();
  await dialog(page).locator('[data-paysystem="card_iframe"]').click();
  await dialog(page).getByTestId('pay-submit').click();
  await page.frameLocator('iframe[src*="/pay/"]').getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog').getByText('The payment was declined on the bank page.')).toBeVisible({
    timeout: 20_000,
  });
  const state = await billingState(page, userId);
  expect(heldPacketIds(state)).not.toContain(6);
  expect(Number(state.account.balance)).toBe(500);
  expect(state.transactions.map((t) => [t.paysystem_shortname, t.status])).toEqual([['card_iframe', 'error']]);
});

test('closing the framed card page stops polling and an unpaid payment buys nothing', async ({ page }) => {
  const userId = await newMember(page, { bonus: true, base: true });
  await page.goto(`${framed.url}/packets/6`);
  await page.getByRole('button', { name: b.actions.enable, exact: true }).click();
  await skipPinSetup(page, en.parental.notNow);
  await dialog(page).getByRole('button', { name: b.period.continue }).click();
  await dialog(page).locator('[data-paysystem="card_iframe"]').click();
  const polls: number[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/users\/self\/transactions\/\d+$/.test(request.url())) polls.push(Date.now());
  });
  await dialog(page).getByTestId('pay-submit').click();
  await expect(page.frameLocator('iframe[src*="/pay/"]').getByRole('button', { name: 'Pay' })).toBeVisible();
  await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  const closedAt = Date.now();
  await page.waitForTimeout(6_000);
  expect(polls.filter((at) => at > closedAt + 500)).toEqual([]);
  const state = await billingState(page, userId);
  expect(heldPacketIds(state)).not.toContain(6);
  expect(state.transactions.map((t) => t.status)).toEqual(['pending']);
});
