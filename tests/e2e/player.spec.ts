import { expect, test } from '@playwright/test';
import { expectAdvancing, revealControls } from './support/player';

test.describe('player', () => {
  test('a free live channel plays and shows the LIVE badge', async ({ page }) => {
    await page.goto('/test/player?channel=1&ads=none');
    await expectAdvancing(page);
    await revealControls(page);
    await expect(page.getByTestId('player').getByText('LIVE', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/player/live.png' });
  });
});
