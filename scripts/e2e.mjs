/**
 * `npm run test:e2e`: production build, a fresh embedded platform and the production server on test
 * ports, the first-load budget check, then Playwright in Debian's Chromium.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { measure, BUDGET_BYTES } from './budget.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureRedisServer } from './redis.mjs';
import { ROOT, nextBin, run, startPlatformIfNeeded, startProcess, stopProcess, waitForUrl } from './processes.mjs';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 3101);
const children = [];
let exitCode = 1;

async function main() {
  const chromium = ensureChromium();
  // The shared-cache spec (tests/e2e/cache-shared.spec.ts) starts its own redis-server.
  ensureRedisServer();
  const dataDir = path.join(ROOT, '.data', `e2e-${PLATFORM_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  delete process.env.PLATFORM_API_URL;
  const platform = await startPlatformIfNeeded({
    port: PLATFORM_PORT,
    databasePath: path.join(dataDir, 'platform.sqlite'),
    extraEnv: { PLATFORM_DEV_ENDPOINTS: '1', PLATFORM_TRANSACTION_SETTLE_MS: '1500' },
  });
  children.push(platform.child);

  if (process.env.E2E_SKIP_BUILD !== '1') await run(nextBin, ['build'], { env: { PLATFORM_API_URL: platform.url } });
  const webUrl = `http://localhost:${WEB_PORT}`;
  // The player's harness page (/test/player) forces ad and stream conditions real pages cannot; it stays
  // hidden in production unless ENABLE_TEST_PAGES is set, as it is only here. Node closes idle
  // keep-alive sockets after 5 s; Playwright's request context reuses them, and a request sent as the
  // server closes one failed with ECONNRESET on a loaded machine, so idle sockets live a minute here.
  const web = startProcess(nextBin, ['start', '-p', String(WEB_PORT), '--keepAliveTimeout', '65000'], {
    env: { PLATFORM_API_URL: platform.url, ENABLE_TEST_PAGES: '1', SITE_URL: process.env.SITE_URL || webUrl },
    name: 'web',
  });
  children.push(web);
  await waitForUrl(`${webUrl}/api/keepalive`, { child: web });

  const rows = await measure(webUrl);
  console.log('\nFirst-load JavaScript per route (gzip):');
  for (const row of rows) console.log(`  ${row.route.padEnd(28)} ${String(row.status).padEnd(4)} ${(row.bytes / 1000).toFixed(1).padStart(7)} kB`);
  const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
  if (over.length) throw new Error(`first-load budget exceeded on ${over.map((row) => row.route).join(', ')}`);

  await run(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
    env: { E2E_BASE_URL: webUrl, E2E_PLATFORM_URL: platform.url, CHROMIUM_PATH: chromium, E2E_OUTPUT_DIR: `test-results/${WEB_PORT}` },
  });
  exitCode = 0;
}

try {
  await main();
} catch (error) {
  console.error(`\nend-to-end run failed: ${error.message}`);
} finally {
  await Promise.all(children.map(stopProcess));
  process.exit(exitCode);
}
