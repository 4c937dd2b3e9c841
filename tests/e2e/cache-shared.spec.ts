import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { DIRECTOR, FREE_FILM, SERIES } from './support/catalogue';
import { startRedisServer } from './support/redis';
import { assertPortFree } from './support/servers';
import { PAGE_REVALIDATE_SECONDS } from '../../lib/api/cache-lifetimes';
import { VIEWER_AGENT } from './support/agents';

/**
 * Several servers, one cache (issue 21): a redis-server on loopback and two production servers (server.mjs: Next's
 * handler, as `next start` runs it, with stored pages compressed once per entry) of this run's build
 * sharing it (REDIS_URL), with a platform of their own, so stopping it never touches the platform other specs use.
 * Ports: the last four of this worker's ten extra ports (tests/e2e/support/servers.ts): Redis, the platform and the
 * two servers.
 */
const EXTRA_PORT_OFFSET = 6;
const SECRET = 'e2e-revalidate-secret';
const children: ChildProcess[] = [];
let dataDir = '';
let redis: ChildProcess;
let platform: ChildProcess | null = null;
let platformEnv: Record<string, string | undefined> = {};
let platformOrigin = '';
let serverA = '';
let serverB = '';
let redisUrl = '';

const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name);

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`nothing answered at ${url}`);
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startPlatform(): Promise<void> {
  const child = spawn(bin('tsx'), ['platform/server.ts'], { cwd: process.cwd(), env: platformEnv as NodeJS.ProcessEnv, stdio: 'ignore' });
  platform = child;
  await waitFor(`${platformOrigin}/v2/users/self/network`, child);
}

/** Pages in English, as a viewer whose browser asks for it: the request gate sends it to the English address (issue 33). */
const get = (url: string) => fetch(url, { headers: { 'accept-language': 'en', 'user-agent': VIEWER_AGENT } });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  const port = Number(process.env.E2E_EXTRA_PORT_BASE ?? 3120) + 10 * testInfo.parallelIndex + EXTRA_PORT_OFFSET;
  await Promise.all([0, 1, 2, 3].map((offset) => assertPortFree(port + offset)));
  const origin = (offset: number) => `http://localhost:${port + offset}`;
  platformOrigin = origin(1);
  serverA = origin(2);
  serverB = origin(3);
  dataDir = mkdtempSync(path.join(tmpdir(), 'cache-shared-'));
  redis = await startRedisServer(port);
  redisUrl = `redis://127.0.0.1:${port}`;
  children.push(redis);
  platformEnv = {
    ...process.env,
    PLATFORM_PORT: String(port + 1),
    PLATFORM_PUBLIC_URL: platformOrigin,
    PLATFORM_DB: path.join(dataDir, 'platform.sqlite'),
    PLATFORM_DEV_ENDPOINTS: '1',
    PLATFORM_WEB_ORIGINS: [serverA, serverB].join(','),
    PLATFORM_WEB_REVALIDATE_URL: `${serverA}/api/revalidate`,
    REVALIDATE_SECRET: SECRET,
  };
  await startPlatform();
  for (const [url, offset] of [[serverA, 2], [serverB, 3]] as const) {
    const web = spawn(process.execPath, [path.join(process.cwd(), 'server.mjs'), '-p', String(port + offset)], {
      cwd: process.cwd(),
      // One deployment: the same settings (SITE_URL included), so both render the same markup and share entries.
      env: {
        ...process.env,
        PLATFORM_API_URL: platformOrigin,
        PLATFORM_PUBLIC_URL: platformOrigin,
        REDIS_URL: redisUrl,
        REVALIDATE_SECRET: SECRET,
        SITE_URL: serverA,
      },
      stdio: 'ignore',
    });
    children.push(web);
    await waitFor(`${url}/robots.txt`, web);
  }
});

test.afterAll(async () => {
  await stop(platform);
  await Promise.all(children.map(stop));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a page one server rendered is served from the shared cache by the other', async () => {
  const first = await get(`${serverA}/contents/${FREE_FILM.slug}`);
  expect(first.status).toBe(200);
  const html = await first.text();
  // Older than the 1 s Next assumes for a page it did not render itself: without the entry's own lifetime
  // (cache-handler.mjs), server B would call it STALE and render it again.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const second = await get(`${serverB}/contents/${FREE_FILM.slug}`);
  expect(second.status).toBe(200);
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(await second.text()).toBe(html);

  // A browser gets the stored page as one compressed copy per entry (lib/cache/page-compression.mjs), the same page.
  for (let visit = 0; visit < 2; visit += 1) {
    const compressed = await fetch(`${serverB}/contents/${FREE_FILM.slug}`, {
      headers: { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': VIEWER_AGENT },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('x-tv-cache-entry')).toBeNull();
    expect(await compressed.text()).toBe(html);
  }
});

test('a title edited on the platform is revalidated on both servers', async () => {
  expect(await (await get(`${serverB}/contents/${SERIES.slug}`)).text()).not.toContain('Renamed by the operator');
  const edit = await fetch(`${platformOrigin}/dev/catalogue/contents/${SERIES.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: { ru: 'Переименовано оператором', en: 'Renamed by the operator' } }),
  });
  expect(edit.status).toBe(200);
  // The platform told server A (PLATFORM_WEB_REVALIDATE_URL); the stale page is served once more while it regenerates.
  expect((await edit.json()).data.announced).toBe(true);
  for (const server of [serverA, serverB]) {
    await expect
      .poll(async () => (await (await get(`${server}/contents/${SERIES.slug}`)).text()).includes('Renamed by the operator'), {
        timeout: 20_000,
      })
      .toBe(true);
  }
});

test('the revalidate route is closed to callers without the secret', async () => {
  const call = (authorization?: string) =>
    fetch(`${serverB}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ tags: ['contents'] }),
    });
  expect((await call()).status).toBe(401);
  expect((await call('Bearer wrong')).status).toBe(401);
  expect((await call(`Bearer ${SECRET}`)).status).toBe(200);
});

test("right after an operator's revalidation, a platform outage still serves the stored page", async () => {
  test.setTimeout(120_000);
  const pathname = `/contents/${FREE_FILM.slug}`;
  // Stored and fresh on both servers (the edit above marked every title stale, so a first answer may be the old copy).
  let html = '';
  await expect
    .poll(
      async () => {
        const answer = await get(`${serverA}${pathname}`);
        html = await answer.text();
        return answer.headers.get('x-nextjs-cache');
      },
      { timeout: 20_000 },
    )
    .toBe('HIT');
  const fromB = await get(`${serverB}${pathname}`);
  expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(await fromB.text() === html, 'both servers serve one copy').toBe(true);

  const revalidation = await fetch(`${serverB}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
    body: JSON.stringify({ tags: ['contents'] }),
  });
  expect(revalidation.status).toBe(200);
  await stop(platform);
  try {
    // Marked stale, not deleted (revalidateTag(tag, 'max')): the copy is served while a new one is attempted.
    const first = await get(`${serverA}${pathname}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-nextjs-cache')).toBe('STALE');
    expect(await first.text() === html, 'the stored copy is served').toBe(true);
    // The attempt failed against the stopped platform; the copy is still what both servers answer.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const server of [serverA, serverB]) {
      const answer = await get(`${server}${pathname}`);
      expect(answer.status, server).toBe(200);
      expect(await answer.text() === html, `${server} serves the stored copy`).toBe(true);
    }
  } finally {
    await startPlatform();
  }
});

/**
 * Makes the shared cache look as it does some time after a page was stored: the page's copies (every language) aged
 * past PAGE_REVALIDATE_SECONDS, so the next request serves the copy and regenerates it in the background, and the API
 * answers gone (evicted: Redis runs allkeys-lru), so the regeneration asks the platform.
 */
async function ageStoredPage(pathname: string): Promise<number> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    let aged = 0;
    for (const key of await client.keys('*')) {
      if ((await client.type(key)) !== 'string') continue;
      const entry = JSON.parse((await client.get(key)) ?? 'null') as {
        lastModified: number;
        lifespan: { lastModifiedAt: number; staleAt: number } | null;
        value: { kind: string } | null;
      } | null;
      if (entry?.value?.kind === 'FETCH') await client.del(key);
      if (entry?.value?.kind !== 'APP_PAGE' || !key.endsWith(pathname)) continue;
      const seconds = PAGE_REVALIDATE_SECONDS + 1;
      entry.lastModified -= seconds * 1000;
      if (entry.lifespan) {
        entry.lifespan.lastModifiedAt -= seconds;
        entry.lifespan.staleAt -= seconds;
      }
      await client.set(key, JSON.stringify(entry), { KEEPTTL: true });
      aged += 1;
    }
    return aged;
  } finally {
    await client.quit();
  }
}

/** How many times the platform answered with the fault (its rule counts down from `times`). */
async function faultHits(pathPrefix: string, times: number): Promise<number> {
  const rules = ((await (await fetch(`${platformOrigin}/dev/faults`)).json()) as { data: { path_prefix: string; times: number | null }[] }).data;
  return times - (rules.find((rule) => rule.path_prefix === pathPrefix)?.times ?? 0);
}

test('a page regenerated while the platform fails one of its calls keeps its complete copy', async () => {
  test.setTimeout(120_000);
  const address = `${serverA}/contents/2`;
  const complete = await (await get(address)).text();
  expect(complete).toContain(`>${en.catalogue.similar}<`);
  const TIMES = 1000;
  // A block of the page (similar titles: shown empty when the platform refuses them), then a part of the shell (the
  // menu pages in the header: the shell is drawn without them when the platform fails them).
  for (const pathPrefix of ['/v2/contents/2/similar', '/v2/rowsets']) {
    const fault = await fetch(`${platformOrigin}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path_prefix: pathPrefix, status: 503, times: TIMES }),
    });
    expect(fault.status).toBe(201);
    try {
      // The page and the API answers it was made from, five minutes later.
      expect(await ageStoredPage('/contents/2')).toBeGreaterThan(0);
      // Each request serves the stored copy and regenerates the page in the background, against the failing call.
      await expect
        .poll(
          async () => {
            const answer = await get(address);
            expect(answer.status).toBe(200);
            expect(await answer.text() === complete, 'the stored complete copy is served').toBe(true);
            return faultHits(pathPrefix, TIMES);
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      // The regeneration that met the fault has finished: what it made was not stored over the complete copy.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      for (const server of [serverA, serverB]) {
        expect(await (await get(`${server}/contents/2`)).text() === complete, `${server} serves the complete copy`).toBe(true);
      }
    } finally {
      await fetch(`${platformOrigin}/dev/faults`, { method: 'DELETE' });
    }
  }
});

test('with the platform down, cached pages keep answering, others show the translated 503 screen and recover by themselves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seen = `${serverB}/contents/${FREE_FILM.slug}`;
  const seenHtml = await (await get(seen)).text();
  await stop(platform);

  const cached = await get(seen);
  expect(cached.status).toBe(200);
  expect(await cached.text()).toBe(seenHtml);

  const unseen = await get(`${serverB}/persons/${DIRECTOR}`);
  expect(unseen.status).toBe(503);
  expect(unseen.headers.get('retry-after')).toBe('30');
  expect(await unseen.text()).toContain(en.unavailable.title);

  const sitemap = await get(`${serverA}/sitemap.xml`);
  expect(sitemap.status).toBe(503);
  expect((await get(`${serverA}/contents/no-such-title-0`)).status).not.toBe(500);

  await page.context().setExtraHTTPHeaders({ 'accept-language': 'en' });
  await page.goto(`${serverB}/persons/${DIRECTOR}`);
  await expect(page.getByRole('heading', { name: en.unavailable.title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await startPlatform();
  await expect(page.getByRole('heading', { name: en.unavailable.title })).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(en.unavailable.title);
  expect((await get(`${serverA}/sitemap.xml`)).status).toBe(200);
});

test('a title the API does not know stays a 404', async () => {
  expect((await get(`${serverA}/contents/no-such-title-0`)).status).toBe(404);
});

/**
 * server.mjs answers a stored page asked for again alike (no cookie) itself, before Next (lib/cache/front-cache.mjs):
 * a revalidation on another server ends that at once, and a viewer with a session is never answered so.
 */
test.describe('answers kept in front of Next', () => {
  const pathname = `/en/persons/${DIRECTOR}`;

  test("a revalidation on one server reaches the other's kept answers at once", async () => {
    const stale = async (server: string) => (await get(`${server}${pathname}`)).headers.get('x-nextjs-cache') === 'STALE';
    await expect.poll(async () => (await get(`${serverA}${pathname}`)).headers.get('x-nextjs-cache'), { timeout: 20_000 }).toBe('HIT');
    // The platform refuses the person from now on, so a regeneration keeps the stored copy (served STALE) instead of
    // storing a new one that would be a HIT again.
    const fault = await fetch(`${platformOrigin}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path_prefix: '/v2/persons', status: 503, times: 1000 }),
    });
    expect(fault.status).toBe(201);
    try {
      // Asked again alike: answered from the answer server A keeps now, for 5 s.
      expect((await get(`${serverA}${pathname}`)).headers.get('x-nextjs-cache')).toBe('HIT');
      const revalidation = await fetch(`${serverB}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
        body: JSON.stringify({ tags: ['api'] }),
      });
      expect(revalidation.status).toBe(200);
      // The route answers before its revalidation is written (Next runs it after the answer): done once B sees it.
      await expect.poll(() => stale(serverB), { timeout: 3_000 }).toBe(true);
      expect(await stale(serverA), 'server A answers as Next does, not its kept answer').toBe(true);
    } finally {
      await fetch(`${platformOrigin}/dev/faults`, { method: 'DELETE' });
    }
  });

  test("a signed-in viewer gets the channel list's session rendering, never the one kept for visitors", async () => {
    const visitor = async () => (await get(`${serverA}/en/channels`)).headers.get('x-nextjs-cache');
    await expect.poll(visitor, { timeout: 20_000 }).toBe('HIT');
    expect(await visitor()).toBe('HIT');
    const viewer = await fetch(`${serverA}/en/channels`, {
      headers: { 'accept-language': 'en', 'user-agent': VIEWER_AGENT, cookie: 'tv_token=e2e-signed-in-viewer' },
    });
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('x-middleware-rewrite')).toMatch(/^\/en-session-/);
  });
});
