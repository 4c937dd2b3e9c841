import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import en from '../../../messages/en.json';
import { unprefixedPath } from '../../../lib/i18n/locale-paths';

export const platformUrl = () => {
  const url = process.env.E2E_PLATFORM_URL;
  if (!url) throw new Error('E2E_PLATFORM_URL is set by scripts/e2e.mjs');
  return url;
};

/** The app's route of an address, without the language prefix a browser asking for English lands under (issue 33). */
export function routeOf(url: string): string {
  return unprefixedPath(new URL(url).pathname);
}

let sequence = 0;
/** A phone nobody has used: 11 digits starting with 7 (the demo mask), unique per worker and test. */
export function freshPhone(): string {
  sequence += 1;
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const tail = `${Date.now() % 100_000}${worker}${sequence}`.padStart(7, '0').slice(-7);
  return `7708${tail}`;
}

/** The pending one-time code of a phone, read from the platform's dev endpoint. */
export async function pendingCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`${platformUrl()}/dev/otp?phone=${phone}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

/**
 * Waits until start-up gave this browser a session (the guest of a first visit) and finished, so a sign-in made
 * through the API afterwards cannot race the page's own start-up.
 */
export async function waitForSession(page: Page): Promise<{ is_guest: boolean; id: number }> {
  await expect(page.locator('html[data-session="ready"]')).toHaveCount(1, { timeout: 20_000 });
  let user: { is_guest: boolean; id: number } | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/v2/users/self');
      if (!response.ok()) return false;
      user = (await response.json()) as { is_guest: boolean; id: number };
      return true;
    }, { timeout: 20_000 })
    .toBe(true);
  return user!;
}

/**
 * Signs a new account in the way the app does (register the phone, code, device, device authorization), through
 * the same-origin gateway so the browser context holds the cookies.
 */
export async function signInNewMember(page: Page): Promise<string> {
  const phone = freshPhone();
  const request = page.request;
  expect((await request.post('/api/v2/users', { data: { phone } })).status()).toBe(200);
  expect((await request.post('/api/v2/otps', { data: { phone } })).status()).toBe(200);
  const code = await pendingCode(request, phone);
  const grant = await request.post('/api/v2/auth/otp', { data: { phone, token: code } });
  expect(grant.status(), await grant.text()).toBe(200);
  const device = await request.post('/api/v2/users/self/devices', {
    data: { serial: `e2e-${phone}`, device_type: 'pc', application_type: 'web', vendor: 'Chromium', model: 'Playwright', os_name: 'linux' },
  });
  expect(device.status(), await device.text()).toBeLessThan(300);
  const { id } = (await device.json()) as { id: string };
  const bound = await request.post('/api/v2/auth/device', { data: { device_id: id } });
  expect(bound.status(), await bound.text()).toBe(200);
  return phone;
}

export async function setLocale(page: Page, locale: string, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: locale, url: baseURL }]);
}

/**
 * A regional (/v2/mw) subscriber made for this test alone, so a retry or a second run against the same platform
 * database finds it as new as the first time.
 */
export async function regionalSubscriber(
  request: APIRequestContext,
  input: { status?: 0 | -1 | -2; amount?: number; balance?: number; addresses: string[] },
): Promise<{ phone: string; addresses: { address_id: number; address: string }[] }> {
  const phone = freshPhone();
  const response = await request.post(`${platformUrl()}/dev/mw/subscribers`, { data: { phone, ...input } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { phone: string; addresses: { address_id: number; address: string }[] } }).data;
}

/** Moves the focus to a control the way a spec's viewer does (Tab, a remote's arrows); fails naming `what` if it cannot. */
export type MoveFocus = (page: Page, target: Locator, what: string) => Promise<void>;

/**
 * Signs a fresh phone in through the open sign-in dialog (English), with `moveTo` and the keys alone: the phone, the
 * SMS method, the code it was sent, then checks the viewer is signed in and the dialog gone. Returns the phone.
 */
export async function signInByKeys(page: Page, moveTo: MoveFocus): Promise<string> {
  const dialog = page.getByRole('dialog');
  const phone = freshPhone();
  await moveTo(page, dialog.getByLabel(en.auth.phoneLabel), 'the phone field');
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await moveTo(page, dialog.getByRole('button', { name: en.auth.methodSms }), 'the SMS method');
  await page.keyboard.press('Enter');
  await moveTo(page, dialog.getByLabel(en.auth.codeLabel), 'the code field');
  await page.keyboard.type(await pendingCode(page.request, phone));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('avatar-button')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
  return phone;
}
