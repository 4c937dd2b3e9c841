import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Signs in through the same-origin gateway, which keeps the token in the httpOnly cookie. */
export async function signIn(request: APIRequestContext, login: string, password = 'demo123'): Promise<void> {
  const response = await request.post('/api/v2/auth/login', { data: { login, password } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Switches the session to the member's child profile (parent / demo123 has one). */
export async function useChildProfile(request: APIRequestContext): Promise<void> {
  const profiles = (await (await request.get('/api/v2/users/self/profiles')).json()) as {
    data: { id: number; role: string }[];
  };
  const child = profiles.data.find((profile) => profile.role === 'child');
  if (!child) throw new Error('no child profile');
  const response = await request.post('/api/v2/users/self/profile', { data: { id: child.id } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

export const scheduleItems = (page: Page, state: 'live' | 'archive' | 'banned' | 'future') =>
  page.getByTestId('schedule').locator(`button[data-state="${state}"]`);

/**
 * Walk the day tabs until a programme in the wanted state shows: back for past states (some days hold only
 * banned programmes), forward for future ones (late in the evening today has none left).
 */
export async function findScheduleItem(page: Page, state: 'archive' | 'banned' | 'future') {
  await expect(page.getByTestId('schedule')).toBeVisible({ timeout: 20_000 });
  const days = page.getByRole('tablist').last().getByRole('tab');
  const selected = await days.evaluateAll((tabs) =>
    tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
  );
  const forward = state === 'future';
  const count = await days.count();
  for (let index = selected; index >= 0 && index < count; index += forward ? 1 : -1) {
    await days.nth(index).click();
    const items = scheduleItems(page, state);
    if ((await items.count()) > 0) return forward ? items.first() : items.last();
  }
  throw new Error(`no ${state} programme in the schedule`);
}
