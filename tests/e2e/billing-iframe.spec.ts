import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import { billingState, expectAccountMatchesDatabase, heldPacketIds, newMember, skipPinSetup } from './support/billing';
import { holdPrompts } from './support/prompts';
import { platformUrl } from './support/session';

/**
 * pay_iframe exists only when iframe payment is on (catalogue-vod-billing.md section 2). The switch is read on the
 * server at request time, so the same build serves it from a second server started with IFRAME_PAYMENT_ENABLED=1,
 * next to the run's own (which has it off), against the same platform.
 */
const b = en.billing;
const OFFSET = 50;
let server: ChildProcess | null = null;
let framedUrl = '';

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the iframe-payment server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the iframe-payment server did not answer at ${url}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }, testInfo) => {
  // Starting a server on a busy machine can take a while; the test itself keeps the usual limit.
  testInfo.setTimeout(120_000);
  const base = new URL(baseURL!);
  const port = Number(base.port) + OFFSET;
  framedUrl = `${base.protocol}//${base.hostname}:${port}`;
  server = spawn(
    path.join(process.cwd(), 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '--keepAliveTimeout', '65000'],
    {
      cwd: process.cwd(),
      env: { ...process.env, PLATFORM_API_URL: platformUrl(), IFRAME_PAYMENT_ENABLED: '1' },
      stdio: 'ignore',
    },
  );
  await waitForServer(`${framedUrl}/api/keepalive`, server);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  server = null;
});

test.beforeEach(async ({ context }) => {
  await holdPrompts(context, framedUrl);
});

const dialog = (page: Page) => page.getByRole('dialog');

test('with iframe payment on, the framed card page pays the difference inside the dialog and the packet activates', async ({
  page,
}) => {
  const userId = await newMember(page, { bonus: true, base: true });
  await page.goto(`${framedUrl}/packets/6`);
  // The page arrives from the cache at once: a click before start-up finished would find no handler yet.
  await expect(page.locator('html[data-session="ready"]')).toHaveCount(1);
  await page.getByRole('button', { name: b.actions.enable, exact: true }).click();
  await skipPinSetup(page, en.parental.notNow);
  await dialog(page).getByRole('button', { name: b.period.continue }).click();
  await expect(dialog(page).getByRole('heading', { name: en.modals.titles.refill })).toBeVisible();
  await dialog(page).locator('[data-paysystem="card_iframe"]').click();
  await dialog(page).getByTestId('pay-submit').click();

  // The bank page opens inside the dialog; the app stays where it was and polls meanwhile.
  const frame = page.frameLocator('iframe[src*="/pay/"]');
  await expect(frame.getByRole('button', { name: 'Pay' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/packets/6');
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
