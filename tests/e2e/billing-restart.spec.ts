import { type Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { billingState, heldPacketIds, isTransactionPoll, openQrForm, payOnBankPage, toBankPage, toRefillStep } from './support/billing';
import { holdPrompts } from './support/prompts';
import { startExtraServer, type ExtraServer } from './support/servers';
import { VIEWER_AGENT } from './support/agents';

/**
 * Issue 34: "a deploy or restart ... no payment state is lost". A payment outlives the web server that started it: the
 * buyer on the bank page, or a pay dialog polling for the outcome, meets the next process of the same build (SIGTERM,
 * then a new server on the same port, as a rolling deploy behind one address), and the packet is bought once.
 * The web server keeps nothing of a payment; the platform holds it, and the page asks again.
 */
const PACKET = 6;
/** Packet 6's first period less the 500 bonus: what the refill step pays. */
const AMOUNT_DUE = 1290;

test.describe('a payment across a restart of the web server', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    server = await startExtraServer();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** A browser of this server's address, with the prompts held: the tests drive the pay dialog alone. */
  async function viewer(browser: Browser) {
    const context = await browser.newContext({ baseURL: server.url, userAgent: VIEWER_AGENT, extraHTTPHeaders: { 'accept-language': 'en' } });
    await holdPrompts(context, server.url);
    return { context, page: await context.newPage() };
  }

  test('a buyer on the bank page during the restart comes back to the packet bought', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await viewer(browser);
    const userId = await toRefillStep(page, PACKET);
    await toBankPage(page);

    await server.restartWeb();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(new RegExp(`${server.url}(/en)?/packets/${PACKET}`));
    await expect(page.getByText('is now active')).toBeVisible({ timeout: 20_000 });
    const state = await billingState(page, userId);
    expect(heldPacketIds(state)).toContain(PACKET);
    expect(state.transactions.filter((t) => t.kind === 'purchase').map((t) => t.status)).toEqual(['complete']);
    await context.close();
  });

  test('a pay dialog polling through the restart sees the payment and activates the packet', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await viewer(browser);
    const userId = await toRefillStep(page, PACKET);
    const { url } = await openQrForm(page, AMOUNT_DUE);
    const failedPolls: string[] = [];
    page.on('requestfailed', (request) => {
      if (isTransactionPoll(request)) failedPolls.push(request.failure()?.errorText ?? '');
    });

    // Down until the dialog has asked at least once and met nobody.
    await server.restartWeb(() => expect.poll(() => failedPolls.length, { timeout: 15_000 }).toBeGreaterThan(0));
    await payOnBankPage(page, url, 'pay');
    await expect(page.getByRole('dialog').getByText('is now active')).toBeVisible({ timeout: 30_000 });
    expect(heldPacketIds(await billingState(page, userId))).toContain(PACKET);
    await context.close();
  });
});
