import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { holdPrompts } from './support/prompts';
import { freshPhone, pendingCode, platformUrl, setLocale, signInNewMember, waitForSession } from './support/session';

/**
 * Sign-in by a token from outside the sign-in form (a link's access_token, the Telegram mini-app, auto-auth), and
 * logout back to the guest this browser had (core-session-account.md section 4).
 */
test.beforeEach(async ({ context, baseURL }) => holdPrompts(context, baseURL!));

/** A new member's user-level token straight from the platform, as a provider's link would carry it. */
async function memberToken(request: APIRequestContext, pin: string): Promise<string> {
  const phone = freshPhone();
  expect((await request.post(`${platformUrl()}/v2/users`, { data: { phone } })).status()).toBe(200);
  expect((await request.post(`${platformUrl()}/v2/otps`, { data: { phone } })).status()).toBe(200);
  const grant = await request.post(`${platformUrl()}/v2/auth/otp`, { data: { phone, token: await pendingCode(request, phone) } });
  expect(grant.status(), await grant.text()).toBe(200);
  const token = ((await grant.json()) as { access_token: string }).access_token;
  const set = await request.patch(`${platformUrl()}/v2/users/self?access_token=${token}`, { data: { pincode: pin } });
  expect(set.status(), await set.text()).toBe(200);
  return token;
}

async function deviceCookie(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'tv_device');
  return cookie?.value || null;
}

// Issue 15's checks run end to end in Russian and Kazakh.
for (const [locale, t] of [
  ['ru', ru],
  ['kk', kk],
] as const) {
  test(`a sign-in by ?access_token= over a guest registers this browser, so a parental switch saves (${locale})`, async ({ page, baseURL }) => {
    await setLocale(page, locale, baseURL!);
    await page.goto('/');
    const guest = await waitForSession(page);
    expect(guest.is_guest).toBe(true);
    const guestDevice = await deviceCookie(page);
    expect(guestDevice).not.toBeNull();

    const token = await memberToken(page.request, '1357');
    await page.goto(`/?access_token=${token}`);
    // A session exists already (the guest): the link asks before replacing it.
    await page.getByRole('button', { name: t.session.addressSignInConfirm }).click();
    await expect(page).not.toHaveURL(/access_token/);
    await expect.poll(async () => (await waitForSession(page)).is_guest, { timeout: 20_000 }).toBe(false);
    const member = await waitForSession(page);
    const device = await deviceCookie(page);
    expect(device).not.toBeNull();
    expect(device).not.toBe(guestDevice);

    await page.goto('/settings/parental');
    await page.getByRole('button', { name: t.parental.unlock }).click();
    await page.getByTestId('modal-overlay').getByTestId('pin-input').fill('1357');
    const vod = page.getByRole('checkbox', { name: t.parental.settings.vod });
    // Enabled once this browser's device settings loaded (a device of another user would never load).
    await expect(vod).toBeEnabled();
    await expect(vod).toBeChecked();
    await vod.uncheck();
    await expect(vod).not.toBeChecked();
    // Saved on the platform for this browser's device, and the viewer is still the member (never thrown back).
    // (The switch moves at once; the save follows.)
    await expect
      .poll(async () => {
        const saved = await page.request.get(`/api/v2/users/self/devices/${device}`);
        expect(saved.status(), await saved.text()).toBe(200);
        return ((await saved.json()) as { parental_settings: { vod?: boolean } }).parental_settings.vod;
      })
      .toBe(false);
    expect((await waitForSession(page)).id).toBe(member.id);
    await page.reload();
    await page.getByRole('button', { name: t.parental.unlock }).click();
    await page.getByTestId('modal-overlay').getByTestId('pin-input').fill('1357');
    await expect(page.getByRole('checkbox', { name: t.parental.settings.vod })).not.toBeChecked();
  });

  test(`logout returns to the guest this browser had before signing in, and a later sign-in works (${locale})`, async ({ page, baseURL }) => {
    await setLocale(page, locale, baseURL!);
    await page.goto('/');
    const guest = await waitForSession(page);
    const guestDevice = await deviceCookie(page);
    await signInNewMember(page);
    expect((await waitForSession(page)).is_guest).toBe(false);

    await page.goto('/');
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('account-dropdown').getByTestId('logout').click();
    await page.getByTestId('modal-overlay').getByRole('button', { name: t.settings.logout }).click();
    await expect(page.getByRole('button', { name: t.shell.signIn })).toBeVisible({ timeout: 30_000 });
    const after = await waitForSession(page);
    expect(after).toMatchObject({ is_guest: true, id: guest.id });
    // The same guest device too, authorized again: a guest-only call with it works.
    expect(await deviceCookie(page)).toBe(guestDevice);
    expect((await page.request.get(`/api/v2/users/self/devices/${guestDevice}`)).status()).toBe(200);
    // The kept guest is given back once: the cookie that held it is gone.
    expect((await page.context().cookies()).some((entry) => entry.name === 'tv_guest')).toBe(false);

    await signInNewMember(page);
    await page.reload();
    expect((await waitForSession(page)).is_guest).toBe(false);
    await expect(page.getByTestId('avatar-button')).toBeVisible();
  });
}
