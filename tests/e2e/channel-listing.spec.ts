import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { extraServerForFile } from './support/extra-server';

/**
 * A provider's own channel listing (live-channels.md section 6: "special handling by numeric id (listing exclusions,
 * sorting)"): an extra server of the same build runs with CHANNEL_LIST_EXCLUDED_IDS and CHANNEL_LIST_PINNED_IDS,
 * against the worker's platform; the worker's own server, with neither set, shows the platform's list.
 */
const EXCLUDED = { id: 10, slug: 'steppe-news' };
const PINNED = [12, 4];
const server = extraServerForFile({
  env: { CHANNEL_LIST_EXCLUDED_IDS: String(EXCLUDED.id), CHANNEL_LIST_PINNED_IDS: PINNED.join(',') },
});

const channelList = (page: Page) => page.getByRole('list', { name: en.channels.listLabel });

async function listedIds(list: Locator): Promise<number[]> {
  await expect(list.locator('[data-channel-id]').first()).toBeVisible({ timeout: 20_000 });
  const ids = await list.locator('[data-channel-id]').evaluateAll((cards) =>
    cards.map((card) => Number(card.getAttribute('data-channel-id'))),
  );
  return [...new Set(ids)];
}

test('the provider list leaves its excluded channel out and lists its pinned channels first', async ({ page }) => {
  // The platform's own order, on the worker's server: the checks below can fail.
  await page.goto('/channels/all');
  const platformIds = await listedIds(channelList(page));
  expect(platformIds).toContain(EXCLUDED.id);
  expect(platformIds.slice(0, 2)).not.toEqual(PINNED);

  await page.goto(`${server.url}/channels/all`);
  await expect.poll(async () => (await listedIds(channelList(page))).slice(0, 2)).toEqual(PINNED);
  const ids = await listedIds(channelList(page));
  expect(ids).not.toContain(EXCLUDED.id);
  // The others keep the platform's order after the pinned ones.
  expect(ids.slice(2)).toEqual(platformIds.filter((id) => id !== EXCLUDED.id && !PINNED.includes(id)));
});

test("a member's own list is shown the same way", async ({ page }) => {
  const login = await page.request.post(`${server.url}/api/v2/auth/login`, {
    data: { login: 'demo', password: 'demo123' },
  });
  expect(login.status(), await login.text()).toBeLessThan(300);
  await page.goto(`${server.url}/channels/all`);
  await expect.poll(async () => (await listedIds(channelList(page))).slice(0, 2)).toEqual(PINNED);
  expect(await listedIds(channelList(page))).not.toContain(EXCLUDED.id);
});

test("the excluded channel's page is not found and the sitemap leaves it out", async ({ request }) => {
  expect((await request.get(`/channels/${EXCLUDED.slug}`)).status()).toBe(200);
  expect((await request.get(`${server.url}/channels/${EXCLUDED.slug}`)).status()).toBe(404);
  expect((await request.get(`${server.url}/channels/all/${EXCLUDED.slug}`)).status()).toBe(404);
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('/channels/tumar<');
  expect(sitemap).not.toContain(`/channels/${EXCLUDED.slug}<`);
});
