import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { billingState, newMember } from './support/billing';
import { holdPrompts } from './support/prompts';
import { setLocale } from './support/session';

/**
 * The PIN around a purchase (core-session-account.md section 4, "Parental check"): the PIN given to pay also covers
 * watching what was bought, since vod, channel and program are not asked again for 30 s after a transaction.
 */
test.beforeEach(async ({ context, baseURL }) => holdPrompts(context, baseURL!));

/** An adult (18+) Cinema film, offered for rent (platform/docs/catalogue.md: adult titles 42-46). */
const ADULT_FILM = 42;

/** Counts the PIN checks the page sends: one per PIN the viewer types. */
function countPinChecks(page: Page): () => number {
  let checks = 0;
  page.on('request', (request) => {
    if (request.url().includes('/parental_code/check')) checks += 1;
  });
  return () => checks;
}

/** The end of the rental's success message, after the title's name and its closing quote mark. */
const rentedText = (t: typeof ru) => t.billing.success.rental.split('{name}')[1].slice(2);

// Issue 15's checks run end to end in Russian and Kazakh.
for (const [locale, t] of [
  ['ru', ru],
  ['kk', kk],
] as const) {
  test(`renting an adult film asks the PIN once: to pay, not again to watch it (${locale})`, async ({ page, baseURL }) => {
    await setLocale(page, locale, baseURL!);
    const userId = await newMember(page, { bonus: true });
    const set = await page.request.patch('/api/v2/users/self', { data: { pincode: '2580' } });
    expect(set.status(), await set.text()).toBe(200);
    const pinChecks = countPinChecks(page);

    await page.goto(`/contents/${ADULT_FILM}`);
    await page.getByTestId('pay-button').click();
    await page.getByRole('dialog').getByTestId('rent-option').click();
    // Paying is guarded: the PIN is asked first.
    const pin = page.getByTestId('modal-overlay').getByTestId('pin-input');
    await pin.fill('2580');
    await expect(page.getByRole('dialog').getByRole('heading', { name: t.modals.titles.confirm })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: t.billing.confirm.pay }).click();
    await expect(page.getByRole('dialog').getByText(rentedText(t))).toBeVisible();

    // Watching the adult film right after is guarded too, but within the window after the transaction: it plays.
    await page.waitForURL(/\/watch\//);
    await expect(page.locator('[data-testid="watch-player"] video').first()).toBeVisible({ timeout: 20_000 });
    await expect(pin).toHaveCount(0);
    expect(pinChecks()).toBe(1);
    const state = await billingState(page, userId);
    expect(state.rentals.map((rental) => rental.content_id)).toEqual([ADULT_FILM]);
  });
}
