import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { extraServerForFile } from './support/extra-server';

/**
 * A provider's own channel listing (live-channels.md section 6: "special handling by numeric id (listing exclusions,
 * sorting)"): an extra server of the same build runs with CHANNEL_LIST_EXCLUDED_IDS and CHANNEL_LIST_PINNED_IDS,
 * against the worker's platform; the worker's own server, with neither set, shows the platform's list.
 */
const EXCLUDED = { id: 10, slug: 'steppe-news', name: 'Steppe News' };
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

/** Ids of the channel cards in a catalogue row or grid, in order. */
async function cardIds(container: Locator): Promise<number[]> {
  const cards = container.locator('li:has([data-testid="channel-card"])');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  return cards.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-an-item'))));
}

test('channel rows of the catalogue (home row, row page, search) follow the listing', async ({ page }) => {
  // The home page's "On air now" row (id 5) and the all-channels row page, first on the worker's own server.
  const homeRow = page.locator('section[data-an-set="5"]');
  const rowPage = page.getByTestId('row-items');
  await page.goto('/');
  const platformHome = await cardIds(homeRow);
  expect(platformHome).toContain(EXCLUDED.id);
  await page.goto('/row/all-channels');
  const platformRow = await cardIds(rowPage);
  expect(platformRow).toContain(EXCLUDED.id);
  expect(platformRow.slice(0, 2)).not.toEqual(PINNED);

  await page.goto(`${server!.url}/`);
  const home = await cardIds(homeRow);
  expect(home).not.toContain(EXCLUDED.id);
  const pinnedInHome = PINNED.filter((id) => platformHome.includes(id));
  expect(home.slice(0, pinnedInHome.length)).toEqual(pinnedInHome);
  await page.goto(`${server!.url}/row/all-channels`);
  const row = await cardIds(rowPage);
  expect(row.slice(0, 2)).toEqual(PINNED);
  expect(row).not.toContain(EXCLUDED.id);
  expect(row.slice(2)).toEqual(platformRow.filter((id) => id !== EXCLUDED.id && !PINNED.includes(id)));

  // Search by the excluded channel's name finds it on the worker's server only.
  const searchChannels = page.locator('[data-an-set="channels"]');
  await page.goto(`/search?q=${encodeURIComponent(EXCLUDED.name)}`);
  expect(await cardIds(searchChannels)).toContain(EXCLUDED.id);
  await page.goto(`${server!.url}/search?q=${encodeURIComponent(EXCLUDED.name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(searchChannels.locator(`li[data-an-item="${EXCLUDED.id}"]`)).toHaveCount(0);
});
