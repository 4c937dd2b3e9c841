import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { holdPrompts } from './support/prompts';
import { signInNewMember, waitForSession } from './support/session';

/**
 * #parental_start, #parental and the platform's parental_dialogue (core-session-account.md sections 2 and 3): a new
 * member has neither set a PIN nor declined, so the platform offers parental control in its own words.
 */
const overlay = (page: Page) => page.getByTestId('modal-overlay');

/** The viewer as the page reads it: through the browser, so in the page's language. */
async function parentalStatus(page: Page): Promise<{ status: string; dialogue: unknown }> {
  const data = await page.evaluate(async () => {
    const response = await fetch('/api/v2/users/self', { cache: 'no-store' });
    return (await response.json()) as { parental_status: string; parental_dialogue: unknown };
  });
  return { status: data.parental_status, dialogue: data.parental_dialogue };
}

test('#parental_start shows the platform dialogue; setting a PIN from it ends the offer, and #parental opens the settings', async ({ context, page, baseURL }) => {
  await holdPrompts(context, baseURL!);
  await page.goto('/');
  await waitForSession(page);
  await signInNewMember(page);
  const dialogue = (await parentalStatus(page)).dialogue as { message: string; buttons: { label: string }[] };
  expect(dialogue).not.toBeNull();

  // A page load of its own (the sign-in went through the API, so the open page still holds the guest), with the
  // modal opened from the address as a link would.
  await page.goto('/packets#parental_start');
  const start = page.getByRole('dialog', { name: en.modals.titles.parental_start });
  await expect(start.getByText(dialogue.message)).toBeVisible();
  await start.getByRole('button', { name: dialogue.buttons[0]!.label }).click();
  const pin = overlay(page).getByTestId('pin-input');
  await pin.fill('2580');
  await expect(overlay(page).getByLabel(en.parental.repeatPinLabel)).toBeVisible();
  await pin.fill('2580');
  await expect(overlay(page)).toBeHidden();
  await expect.poll(async () => (await parentalStatus(page)).status).toBe('set');
  expect((await parentalStatus(page)).dialogue).toBeNull();

  await page.goto('/#parental');
  const settings = page.getByRole('dialog', { name: en.modals.titles.parental });
  await settings.getByRole('button', { name: en.parental.unlock }).click();
  await overlay(page).getByTestId('pin-input').fill('2580');
  await expect(page.getByRole('checkbox', { name: en.parental.settings.vod })).toBeEnabled();
});

test('the parental dialogue arrives as a prompt; "not now" leaves parental control notset and the prompt does not come back', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await signInNewMember(page);
  const dialogue = (await parentalStatus(page)).dialogue as { title: string; buttons: { label: string; action: string }[] };
  await page.goto('/');
  // A new member has no e-mail, and the browser has not answered about notifications: those prompts come first,
  // one at a time; each is put off until the parental one shows.
  const prompt = page.getByTestId('parental-prompt');
  const later = page.getByRole('button', { name: en.prompts.later });
  await expect
    .poll(
      async () => {
        if (await prompt.isVisible()) return true;
        if (await later.first().isVisible()) await later.first().click();
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(prompt.getByRole('heading', { name: dialogue.title })).toBeVisible();
  // The platform labels parental_ignore "Not now": the words are kept, so parental control stays notset and the
  // question comes back at a parental action; turning it off for good is the app's own button, in words that say so.
  const notNow = dialogue.buttons.find((button) => button.action === 'parental_ignore')!;
  await expect(prompt.getByRole('button', { name: en.parental.turnOff })).toBeVisible();
  await prompt.getByRole('button', { name: notNow.label }).click();
  await expect(prompt).toBeHidden();
  expect((await parentalStatus(page)).status).toBe('notset');
  await page.reload();
  await waitForSession(page);
  await expect(page.getByTestId('parental-prompt')).toHaveCount(0);
});
