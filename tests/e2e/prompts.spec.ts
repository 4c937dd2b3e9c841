import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { billingState, newMember } from './support/billing';
import { platformRows } from './support/player';
import { setLocale, waitForSession } from './support/session';

/**
 * Each notification prompt once as a viewer meets it, without the cookie that holds prompts back in the other specs
 * (lib/modals/notifications-hold.ts): what brings it, that prompts come one at a time, and what answering does.
 * Each is tagged @notifications: which prompts come depends on the notification permission, which only the full
 * Chromium answers as a browser does (playwright.config.ts).
 */
const t = en.prompts;
const prompt = (page: Page, id: string) => page.getByTestId(id);

/**
 * A new member has not answered the platform's parental offer, which comes as a prompt of its own before the polls
 * (session-parental.spec.ts); the members here have declined it already, so the prompts under test come in turn.
 */
async function declineParentalOffer(page: Page): Promise<void> {
  const declined = await page.request.patch('/api/v2/users/self', { data: { parental_status: 'ignore' } });
  expect(declined.status(), await declined.text()).toBe(200);
}

test('a guest on a channel is asked to allow notifications and offered to sign up, one prompt at a time', { tag: '@notifications' }, async ({ page }) => {
  await page.goto('/channels/all/dala-tv');
  await waitForSession(page);
  // The permission question comes on the first page, the sign-up offer 5 s after the channel opened: which is first
  // depends on how fast the page starts, never both at once.
  const permission = prompt(page, 'permission-prompt');
  const register = prompt(page, 'register-prompt');
  const onScreen = permission.or(register);
  await expect(onScreen).toHaveCount(1, { timeout: 20_000 });
  const [first, second] = (await permission.count()) ? [permission, register] : [register, permission];
  const title = (shown: typeof first) => (shown === permission ? t.permissionTitle : 'Sign up and watch 7 days free');
  await expect(first).toContainText(title(first));
  await first.getByRole('button', { name: t.later }).click();
  await expect(first).toHaveCount(0);
  await expect(second).toContainText(title(second), { timeout: 20_000 });
  await expect(onScreen).toHaveCount(1);
  await second.getByRole('button', { name: t.later }).click();
  await expect(onScreen).toHaveCount(0);
});

test('the sign-up offer on a channel opens the sign-in', { tag: '@notifications' }, async ({ page }) => {
  // Notifications allowed already, so the sign-up offer is the only prompt.
  await page.context().grantPermissions(['notifications']);
  await page.goto('/channels/all/dala-tv');
  const register = prompt(page, 'register-prompt');
  await expect(register).toContainText('Sign up and watch 7 days free', { timeout: 20_000 });
  await register.getByRole('button', { name: t.registerButton }).click();
  await expect(page.getByRole('dialog', { name: en.modals.titles.auth })).toBeVisible();
  await expect(register).toHaveCount(0);
});

test('a member without an e-mail is asked for one, then to allow notifications, then for the poll', { tag: '@notifications' }, async ({ page }) => {
  const userId = await newMember(page);
  await declineParentalOffer(page);
  await page.goto('/');
  await waitForSession(page);
  const email = prompt(page, 'email-prompt');
  await expect(email).toContainText(t.emailTitle, { timeout: 20_000 });
  await email.getByLabel(t.emailLabel).fill('not an address');
  await email.getByRole('button', { name: t.emailSave }).click();
  await expect(email.getByLabel(t.emailLabel)).toHaveAttribute('aria-invalid', 'true');
  await email.getByRole('button', { name: t.later }).click();
  await expect(email).toHaveCount(0);
  const permission = prompt(page, 'permission-prompt');
  await expect(permission).toContainText(t.permissionTitle);
  await permission.getByRole('button', { name: t.later }).click();
  await expect(permission).toHaveCount(0);

  // The poll (survey 2): sending nothing is refused in words; an answer is stored.
  const poll = prompt(page, 'survey-prompt-2');
  await expect(poll).toBeVisible();
  await poll.getByRole('button', { name: t.surveySend }).click();
  await expect(page.getByText(en.messages.error_none_field_is_selected)).toBeVisible();
  await poll.getByRole('checkbox').first().check();
  await poll.getByRole('button', { name: t.surveySend }).click();
  await expect(poll).toHaveCount(0);
  const answers = await platformRows<{ question_id: number }>('survey_answers', `user_id:${userId}`);
  expect(answers.map((answer) => answer.question_id)).toEqual([2]);

  // Nothing was cancelled, so the unsubscribe survey never came.
  await expect(prompt(page, 'survey-prompt-1')).toHaveCount(0);
  expect((await billingState(page, userId)).subscriptions).toEqual([]);
});

for (const [lang, messages] of Object.entries({ ru, kk })) {
  test(`in ${lang}: the e-mail prompt comes back at the next full page load, the notification question not for 14 days`, { tag: '@notifications' }, async ({ page, baseURL }) => {
    const words = messages.prompts;
    await setLocale(page, lang, baseURL!);
    await newMember(page);
    await declineParentalOffer(page);
    await page.goto('/');
    await waitForSession(page);
    const email = prompt(page, 'email-prompt');
    const permission = prompt(page, 'permission-prompt');
    const poll = prompt(page, 'survey-prompt-2');
    await expect(email).toContainText(words.emailTitle, { timeout: 20_000 });
    await email.getByRole('button', { name: words.later }).click();
    await expect(permission).toContainText(words.permissionTitle);
    await permission.getByRole('button', { name: words.later }).click();
    await expect(poll).toBeVisible();

    // Reopen delays (core-session-account.md section 4): e-mail 0, permission 1209600 s.
    await page.reload();
    await expect(email).toContainText(words.emailTitle, { timeout: 20_000 });
    await email.getByRole('button', { name: words.later }).click();
    await expect(poll).toBeVisible();
    await expect(permission).toHaveCount(0);
  });
}

test('an e-mail saved from the prompt is stored on the account', { tag: '@notifications' }, async ({ page }) => {
  const userId = await newMember(page);
  await page.goto('/');
  await waitForSession(page);
  const email = prompt(page, 'email-prompt');
  const address = `viewer${userId}@example.com`;
  await email.getByLabel(t.emailLabel).fill(address);
  await email.getByRole('button', { name: t.emailSave }).click();
  await expect(email).toHaveCount(0, { timeout: 5_000 });
  const self = (await (await page.request.get('/api/v2/users/self')).json()) as { email: string };
  expect(self.email).toBe(address);
});

test('a member who turned renewal off is asked why, before the poll', { tag: '@notifications' }, async ({ page }) => {
  const userId = await newMember(page, { base: true });
  await declineParentalOffer(page);
  // Notifications allowed already, so no permission question comes between.
  await page.context().grantPermissions(['notifications']);
  const [subscription] = (await billingState(page, userId)).subscriptions;
  expect((await page.request.delete(`/api/v2/users/self/subscriptions/${subscription.id}`)).status()).toBe(200);
  await page.goto('/');
  await waitForSession(page);
  await prompt(page, 'email-prompt').getByRole('button', { name: t.later }).click({ timeout: 20_000 });
  const survey = prompt(page, 'survey-prompt-1');
  await expect(survey).toBeVisible();
  await expect(prompt(page, 'survey-prompt-2')).toHaveCount(0);
  await survey.getByRole('checkbox').first().check();
  await survey.getByRole('button', { name: t.surveySend }).click();
  await expect(survey).toHaveCount(0);
  await expect(prompt(page, 'survey-prompt-2')).toBeVisible();
  expect((await platformRows<{ question_id: number }>('survey_answers', `user_id:${userId}`)).map((row) => row.question_id)).toEqual([1]);
});

test.describe('on desktop Chrome', () => {
  // The install prompt is for desktop Chrome, Edge and Chromium (lib/rules/notifications.ts); headless Chromium
  // calls itself HeadlessChrome, which a viewer's browser never does.
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  });

test('the browser offering to install the app brings the install prompt, whose button starts the install', { tag: '@notifications' }, async ({ page }) => {
  // Granted already, so the permission question does not come first.
  await page.context().grantPermissions(['notifications']);
  await page.goto('/');
  await waitForSession(page);
  // What Chromium does for an installable site: a cancelable beforeinstallprompt whose prompt() opens its dialog.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
    event.prompt = async () => {
      (window as unknown as { installPrompted: boolean }).installPrompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(event);
  });
  const install = page.getByRole('region', { name: t.installTitle });
  await expect(install).toBeVisible();
  await install.getByRole('button', { name: t.installButton }).click();
  await expect(install).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
});
});

test('a prompt due while a purchase dialog is open waits until the dialog is closed', { tag: '@notifications' }, async ({ page }) => {
  // A member without an e-mail is asked for one as soon as a page has its session; here the first page opens the
  // purchase at once (?action=buy), so the prompt falls due while the dialog is on screen.
  await newMember(page, { base: true });
  await page.goto('/packets/6?action=buy');
  const email = prompt(page, 'email-prompt');
  const purchase = page.getByRole('dialog');
  await expect(purchase.getByRole('button', { name: en.parental.notNow })).toBeVisible({ timeout: 20_000 });
  await waitForSession(page);
  await expect(email).toHaveCount(0);
  await purchase.getByRole('button', { name: en.parental.notNow }).click();
  await expect(purchase.getByRole('heading', { name: en.modals.titles.confirm_period })).toBeVisible();
  await expect(email).toHaveCount(0);
  await purchase.getByRole('button', { name: en.modals.close }).click();
  await expect(purchase).toHaveCount(0);
  await expect(email).toContainText(t.emailTitle, { timeout: 20_000 });

  // A purchase opened while the prompt is on screen puts it away until the dialog closes, unanswered.
  await page.getByRole('button', { name: en.billing.actions.enable, exact: true }).click();
  await expect(purchase.getByRole('heading', { name: en.modals.titles.confirm_period })).toBeVisible();
  await expect(email).toHaveCount(0);
  await purchase.getByRole('button', { name: en.modals.close }).click();
  await expect(purchase).toHaveCount(0);
  await expect(email).toContainText(t.emailTitle);
});
