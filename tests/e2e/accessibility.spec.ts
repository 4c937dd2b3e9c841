import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { newMember, skipPinSetup } from './support/billing';
import { DIRECTOR, EPISODE_WITHOUT_ADS, FIRST_EPISODE, FREE_FILM, SERIES, signIn } from './support/catalogue';
import { revealControls, signInDemo } from './support/player';
import { holdPrompts } from './support/prompts';

/**
 * axe's whole WCAG 2.2 A and AA rule set (2.0, 2.1 and 2.2 tags): what the product promises (contrast 4.5:1, names,
 * labels in names, keyboard, target size), more than Lighthouse's subset.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Serious and critical findings, one line each with where they are, so a failure reads as a to-do list. */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await holdPrompts(context, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
});

const PAGE_TYPES = [
  '/',
  `/contents/${FREE_FILM.slug}`,
  `/contents/${SERIES.slug}`,
  '/channels',
  '/channels/2/dala-tv',
  '/channels?view=grid',
  '/packets',
  '/packets/2',
  `/persons/${DIRECTOR}`,
  '/search?q=news',
  '/row/new',
  '/rowset/movies',
  '/catalog/100',
  `/contents/${SERIES.slug}/${FIRST_EPISODE}`,
  '/agreement',
  '/provider/demo',
  '/promo',
  '/settings',
  '/faq',
  '/news',
  '/my',
  '/app_store',
  '/no/such/place',
];

for (const path of PAGE_TYPES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    // axe walks every node: the catalogue and a rowset hold hundreds of cards, slow on a shared machine.
    test.setTimeout(120_000);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// Russian and Kazakh words are longer than English ones and name the same controls: a label that no longer holds its
// visible text, or a control squeezed below its target size, shows up here first.
for (const lang of ['ru', 'kk']) {
  for (const path of ['/', '/channels', '/channels/2/dala-tv', '/settings']) {
    test(`${path} in ${lang} has no serious or critical accessibility violation`, async ({ context, page, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the auth dialog has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/#auth');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: en.auth.byPassword }).click();
  await expect(page.getByRole('dialog').getByLabel(en.auth.passwordLabel)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the open player has no serious or critical accessibility violation', async ({ page, baseURL }) => {
  await signInDemo(page, baseURL!);
  await page.goto(`/watch/${EPISODE_WITHOUT_ADS}`);
  await expect(page.getByTestId('player').locator('video').first()).toBeVisible({ timeout: 20_000 });
  await revealControls(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the parental PIN dialog has no serious or critical accessibility violation', async ({ page }) => {
  await signIn(page.request, 'parent');
  await page.goto('/channels/all/night-club');
  await expect(page.getByTestId('pin-input')).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the purchase dialogs have no serious or critical accessibility violation', async ({ page }) => {
  // A member of its own: the shared demo member's parental state stays as the later tests of this worker expect it.
  await newMember(page, { base: true });
  await page.goto('/packets/6');
  await page.getByRole('button', { name: en.billing.actions.enable, exact: true }).click();
  // The PIN offer comes first, then the period choice of the purchase.
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await skipPinSetup(page, en.parental.notNow);
  await expect(page.getByRole('dialog').getByRole('heading', { name: en.modals.titles.confirm_period })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test("a guest's first load logs no console error", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', `/contents/${FREE_FILM.slug}`, '/channels', '/packets/2']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
  await context.close();
});
