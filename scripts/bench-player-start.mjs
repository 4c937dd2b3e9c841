/**
 * Benchmark (not a test): click-to-first-frame of the player on loopback. Starts a fresh platform and
 * the production server from an existing build (NEXT_DIST_DIR; run scripts/e2e.mjs or next build first),
 * opens the non-production player page in Chromium, clicks Start and waits for the first presented
 * frame (requestVideoFrameCallback). Prints each start and the median of 10.
 *
 * Usage: NEXT_DIST_DIR=.next-player BENCH_WEB_PORT=3200 BENCH_PLATFORM_PORT=3201 node scripts/bench-player-start.mjs [channel=1|content=1]
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import {
  ROOT,
  hasProductionBuild,
  nextBin,
  startPlatformIfNeeded,
  startProcess,
  stopProcess,
  waitForUrl,
} from './processes.mjs';

const STARTS = 10;
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3200);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 3201);
const TARGET = process.argv[2] ?? 'channel=1';
const children = [];
let browser = null;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One start: a fresh page, sign-in cookie shared by the context, click to the first presented frame. */
async function measureStart(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const start = page.getByTestId('harness-start');
    await start.waitFor();
    await page.evaluate(() => {
      const button = document.querySelector('[data-testid="harness-start"]');
      window.__firstFrame = new Promise((resolve) => {
        button.addEventListener(
          'click',
          () => {
            const clickedAt = performance.now();
            const watch = () => {
              const video = document.querySelector('[data-testid="player"] video');
              if (video) video.requestVideoFrameCallback(() => resolve(performance.now() - clickedAt));
              else requestAnimationFrame(watch);
            };
            watch();
          },
          { once: true, capture: true },
        );
      });
    });
    await start.click();
    return await page.evaluate(() => window.__firstFrame);
  } finally {
    await page.close();
  }
}

async function main() {
  if (!hasProductionBuild())
    throw new Error(`no production build in ${process.env.NEXT_DIST_DIR || '.next'}: build first`);
  const dataDir = path.join(ROOT, '.data', `bench-${PLATFORM_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  delete process.env.PLATFORM_API_URL;
  const platform = await startPlatformIfNeeded({
    port: PLATFORM_PORT,
    databasePath: path.join(dataDir, 'platform.sqlite'),
  });
  children.push(platform.child);
  const webUrl = `http://localhost:${WEB_PORT}`;
  const web = startProcess(nextBin, ['start', '-p', String(WEB_PORT)], {
    env: { PLATFORM_API_URL: platform.url, ENABLE_TEST_PAGES: '1' },
    name: 'web',
  });
  children.push(web);
  await waitForUrl(`${webUrl}/api/keepalive`, { child: web });

  browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  const context = await browser.newContext({ baseURL: webUrl });
  const login = await context.request.post('/api/v2/auth/login', { data: { login: 'demo', password: 'demo123' } });
  if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
  const url = `/test/player?${TARGET}&ads=none&defer=1`;
  await measureStart(context, url);
  const times = [];
  for (let index = 0; index < STARTS; index += 1) {
    const ms = await measureStart(context, url);
    times.push(ms);
    console.log(`start ${String(index + 1).padStart(2)}: ${ms.toFixed(0)} ms`);
  }
  console.log(
    `click-to-first-frame (${TARGET}, loopback, warm cache): median ${median(times).toFixed(0)} ms over ${STARTS} starts`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await Promise.all(children.map(stopProcess));
}
