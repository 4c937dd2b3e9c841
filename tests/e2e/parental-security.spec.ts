import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import { holdPrompts } from './support/prompts';
import { setLocale, signInNewMember, waitForSession } from './support/session';

const LOCALES = { en, ru } as const;
const PIN = '1234';
const WRONG_PIN = '9999';

test.beforeEach(async ({ context, baseURL }) => holdPrompts(context, baseURL!));

/** A member of its own with a PIN and a child profile, signed in on that child profile. */
async function onChildProfile(page: Page, locale: string, baseURL: string): Promise<{ childId: number; adultId: number }> {
  await setLocale(page, locale, baseURL);
  await page.goto('/');
  await waitForSession(page);
  await signInNewMember(page);
  expect((await page.request.patch('/api/v2/users/self', { data: { pincode: PIN, birth_year: 1985 } })).status()).toBe(200);
  const created = await page.request.post('/api/v2/users/self/profiles', { data: { name: 'Kid', role: 'child' } });
  expect(created.status()).toBe(201);
  const childId = ((await created.json()) as { id: number }).id;
  const profiles = (await (await page.request.get('/api/v2/users/self/profiles')).json()) as { id: number; role: string }[];
  const adultId = profiles.find((profile) => profile.role === 'adult')!.id;
  expect((await page.request.post('/api/v2/users/self/profile', { data: { id: childId } })).status()).toBe(200);
  return { childId, adultId };
}

async function currentRole(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/v2/users/self/profile')).json()) as { role: string }).role;
}

for (const [locale, t] of Object.entries(LOCALES)) {
  test(`a child profile becomes adult only with the PIN, in the API and in the form (${locale})`, async ({ page, baseURL }) => {
    const { childId, adultId } = await onChildProfile(page, locale, baseURL!);
    // Straight to the platform, past the UI: refused without the PIN.
    const grownUp = await page.request.patch(`/api/v2/users/self/profiles/${childId}`, { data: { role: 'adult' } });
    expect(grownUp.status()).toBe(403);
    const switched = await page.request.post('/api/v2/users/self/profile', { data: { id: adultId } });
    expect(switched.status()).toBe(403);
    expect(await currentRole(page)).toBe('child');

    await page.goto('/settings/profiles');
    const child = page.getByTestId('profile-row').filter({ hasText: t.profiles.child });
    await child.getByRole('button', { name: t.profiles.edit }).click();
    const form = page.getByTestId('profile-form');
    await form.getByLabel(t.profiles.childLabel).uncheck();
    const pin = page.getByTestId('modal-overlay');
    await expect(pin.getByText(t.parental.enterPinHint)).toBeVisible();
    await pin.getByTestId('pin-input').fill(WRONG_PIN);
    await expect(pin.getByText(t.parental.error_wrong_code)).toBeVisible();
    expect(await currentRole(page)).toBe('child');
    await pin.getByTestId('pin-input').fill(PIN);
    await expect(pin).toBeHidden();
    await expect.poll(() => currentRole(page)).toBe('adult');
  });

  test(`the sixth wrong PIN is refused with the back-off message, and the profile stays as it was (${locale})`, async ({ page, baseURL }) => {
    await onChildProfile(page, locale, baseURL!);
    await page.goto('/settings/profiles');
    const adult = page.getByTestId('profile-row').filter({ hasText: t.profiles.adult });
    await adult.getByRole('button', { name: t.profiles.choose }).click();
    const pin = page.getByTestId('modal-overlay');
    await expect(pin.getByText(t.parental.enterPinHint)).toBeVisible();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/parental_code/check'));
      await pin.getByTestId('pin-input').fill(WRONG_PIN);
      expect((await answered).status()).toBe(400);
      await expect(pin.getByText(t.parental.error_wrong_code)).toBeVisible();
    }
    const sixth = page.waitForResponse((response) => response.url().includes('/parental_code/check'));
    await pin.getByTestId('pin-input').fill(PIN);
    expect((await sixth).status()).toBe(429);
    await expect(pin.getByText(t.security.tooManyAttempts.replace('{minutes}', '1'))).toBeVisible();
    expect(await currentRole(page)).toBe('child');
  });
}
