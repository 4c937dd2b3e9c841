import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import { startExtraServer, type ExtraServer } from './support/servers';
import { VIEWER_AGENT } from './support/agents';

/**
 * Dynamic pages cannot starve cached ones (issue 32): searches are cached per query and language, unknown addresses
 * answer from one cached 404 page, and pages rendered per request pass a bound (lib/ops/render-admission.mjs). An
 * extra server with a bound of one render and a queue of one, against a platform of its own whose search answers are
 * held, so a render it admits stays in flight until the app gives its API call up (SERVER_API_TIMEOUT_MS, 3 s): the
 * queue's wait is far shorter, so every refusal is seen while that render holds the one slot.
 */
let server: ExtraServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startExtraServer({
    platform: 'own',
    env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE_LENGTH: '1', RENDER_QUEUE_WAIT_MS: '300' },
  });
});
test.afterAll(async () => server?.stop());

const get = (path: string, headers: Record<string, string> = { 'accept-language': 'en' }) =>
  fetch(`${server.url}${path}`, { headers: { 'user-agent': VIEWER_AGENT, ...headers }, signal: AbortSignal.timeout(30_000) });

const HELD_TIMES = 1000;

async function holdSearches(): Promise<void> {
  const fault = await fetch(`${server.platformUrl}/dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path_prefix: '/v2/search/suggest', delay_ms: 20_000, times: HELD_TIMES }),
  });
  expect(fault.status).toBe(201);
}

/** Searches the platform has begun to hold. */
async function heldSearches(): Promise<number> {
  const rules = ((await (await fetch(`${server.platformUrl}/dev/faults`)).json()) as { data: { times: number | null }[] }).data;
  return HELD_TIMES - (rules[0]?.times ?? HELD_TIMES);
}

test('a search is rendered once per query and language, then answered from the page cache, and is noindex', async () => {
  const first = await get('/search?q=harbor');
  expect(first.status).toBe(200);
  const html = await first.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).toContain('The Silent Harbor');
  // The same query as typed otherwise is the same page, answered from the page cache once stored.
  await expect.poll(async () => (await get('/search?q=%20Harbor')).headers.get('x-nextjs-cache')).toBe('HIT');
  expect(await (await get('/search?q=HARBOR')).text()).toContain('The Silent Harbor');
  // Another language is a rendering of its own.
  expect((await get('/search?q=harbor', { cookie: 'lang=ru' })).headers.get('x-nextjs-cache')).not.toBe('HIT');
  const sitemap = await (await get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/search');
});

test('an unknown address answers its translated 404 from the page cache', async () => {
  const first = await get('/no/such/page');
  expect(first.status).toBe(404);
  expect(await first.text()).toContain(en.notFound.page);
  // Any other invented address is the same page, answered from the page cache once stored.
  let invented = 0;
  await expect.poll(async () => (await get(`/invented/address-${(invented += 1)}?x=1`)).headers.get('x-nextjs-cache')).toBe('HIT');
  const other = await get('/wp-login-invented');
  expect(other.status).toBe(404);
  expect(other.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(await other.text()).toContain(en.notFound.page);
});

test('a flood of searches gets a translated 503 with Retry-After, while a cached page still answers', async () => {
  test.setTimeout(90_000);
  // A public page this server has answered from its page cache once: it never waits for a render slot.
  await get('/faq');
  await expect.poll(async () => (await get('/faq')).headers.get('x-nextjs-cache')).toBe('HIT');
  await holdSearches();
  try {
    // A new query is a render: held by the platform, it keeps the one render slot taken.
    const held = get('/search?q=flood-one').catch(() => null);
    await expect.poll(heldSearches, { timeout: 15_000, intervals: [50] }).toBeGreaterThan(0);
    // Every other new query waits in the queue at most RENDER_QUEUE_WAIT_MS, or finds it full: a 503, never a timeout.
    const refused = await get('/search?q=flood-two');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain(en.busy.title);
    const inRussian = await get('/search?q=flood-three', { cookie: 'lang=ru' });
    expect(inRussian.status).toBe(503);
    expect(await inRussian.text()).toContain(ru.busy.title);

    const cached = await get('/faq');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');
    // Its first answer was the render that stored the 404 page (the test before): it is known, and answered, not refused.
    const unknown = await get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(en.notFound.page);
    expect((await get('/robots.txt')).status).toBe(200);
    expect(await heldSearches()).toBe(1);
    void held;
  } finally {
    await fetch(`${server.platformUrl}/dev/faults`, { method: 'DELETE' });
  }
});
