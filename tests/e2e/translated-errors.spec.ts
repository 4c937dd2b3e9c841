import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { freshPhone, setLocale, signInNewMember, waitForSession } from './support/session';

/**
 * The platform words its errors in English; a viewer reading the app in Russian or Kazakh meets them in that
 * language (the gateway words the codes a viewer can meet, lib/api/error-texts.ts).
 */
for (const [locale, t] of [
  ['ru', ru],
  ['kk', kk],
] as const) {
  test.describe(`errors read in the interface language (${locale})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await setLocale(page, locale, baseURL!);
    });

    test('a wrong password shows the translated message under the sign-in form', async ({ page }) => {
      await page.goto('/');
      await waitForSession(page);
      await page.getByRole('banner').getByRole('button', { name: t.shell.signIn }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.auth.byPassword }).click();
      // A login of its own: wrong passwords count towards that login's lockout.
      await dialog.getByLabel(t.auth.loginLabel).fill(`nobody-${Date.now()}`);
      await dialog.getByLabel(t.auth.passwordLabel).fill('not-the-password');
      await dialog.getByRole('button', { name: t.auth.signIn, exact: true }).click();
      await expect(dialog.getByText(t.apiErrors.invalidCredentials)).toBeVisible();
      await expect(dialog.getByText(en.apiErrors.invalidCredentials)).toHaveCount(0);
    });

    test('a wrong one-time code and the profile limit answer in the interface language', async ({ page }) => {
      await page.goto('/');
      await waitForSession(page);
      const phone = freshPhone();
      expect((await page.request.post('/api/v2/users', { data: { phone } })).status()).toBe(200);
      expect((await page.request.post('/api/v2/otps', { data: { phone } })).status()).toBe(200);
      const wrongCode = await page.request.post('/api/v2/auth/otp', { data: { phone, token: '0000' } });
      expect(wrongCode.status()).toBe(400);
      expect((await wrongCode.json()).error.message).toBe(t.apiErrors.invalidCode);

      await signInNewMember(page);
      let refusal = null;
      for (let made = 0; made < 10 && !refusal; made += 1) {
        const created = await page.request.post('/api/v2/users/self/profiles', {
          data: { name: `P${made}`, role: 'adult' },
        });
        if (!created.ok()) refusal = await created.json();
      }
      expect(refusal).toMatchObject({ error_code: 'profile_limit', error: { message: t.apiErrors.profileLimit } });
    });
  });
}
