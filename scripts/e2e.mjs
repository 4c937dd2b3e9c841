/**
 * `npm run test:e2e`: production build, then for each Playwright worker its own fresh embedded platform (port and
 * database) and production server of that build, the first-load budget check, then Playwright in Debian's Chromium.
 *
 * Ports (tests/e2e/support/servers.ts reads the same layout): worker i uses E2E_WEB_PORT + 2i and
 * E2E_PLATFORM_PORT + 2i; extra servers a spec starts take E2E_WEB_PORT + 20 onwards, 10 per worker. The run
 * refuses to start when one of its ports is taken, and checks each web server serves the build it just made.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { budgetProblems, measure } from './budget.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureRedisServer } from './redis.mjs';
import { EMBEDDED_CATALOGUE_ROW, ROOT, nextBin, run, startPlatformIfNeeded, startProcess, stopProcess, waitForUrl } from './processes.mjs';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 3101);
/** playwright.config.ts reads the same variable. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const EXTRA_PORT_BASE = WEB_PORT + 20;
const children = [];

function workerWebOrigins(index) {
  const ports = [WEB_PORT + 2 * index, ...Array.from({ length: 10 }, (_, n) => EXTRA_PORT_BASE + 10 * index + n)];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).join(',');
}
let exitCode = 1;

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A leftover server from an aborted run (old build, old database) must never be tested in place of ours. */
async function refuseBusyPorts(ports) {
  const taken = [];
  for (const port of ports) if (!(await portFree(port))) taken.push(port);
  if (taken.length) throw new Error(`port(s) ${taken.join(', ')} already in use: stop what listens there, or pick other E2E_WEB_PORT/E2E_PLATFORM_PORT`);
}

/**
 * One worker's platform. Payments do not settle by themselves (PLATFORM_TRANSACTION_SETTLE_MS=0): the bank page's
 * Pay and Decline decide, as a real bank would.
 */
async function startWorkerPlatform(index) {
  const port = PLATFORM_PORT + 2 * index;
  const dataDir = path.join(ROOT, '.data', `e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const platform = await startPlatformIfNeeded({
    port,
    webPort: WEB_PORT + 2 * index,
    databasePath: path.join(dataDir, 'platform.sqlite'),
    devEndpoints: true,
    // CORS answers the worker's web server and the extra servers its specs start (media, artwork and the bank
    // page are fetched from the platform directly).
    extraEnv: { PLATFORM_TRANSACTION_SETTLE_MS: '0', PLATFORM_WEB_ORIGINS: workerWebOrigins(index) },
  });
  children.push(platform.child);
  return platform.url;
}

async function startWorkerWeb(index, platformUrl, buildId) {
  const webUrl = `http://localhost:${WEB_PORT + 2 * index}`;
  // The player's harness page (/test/player) forces ad and stream conditions real pages cannot; it stays
  // hidden in production unless ENABLE_TEST_PAGES is set, as it is only here. Node closes idle
  // keep-alive sockets after 5 s; Playwright's request context reuses them, and a request sent as the
  // server closes one failed with ECONNRESET on a loaded machine, so idle sockets live a minute here.
  // server.mjs, the production server (`npm start`): Next's handler with stored pages compressed once per entry.
  const web = startProcess(process.execPath, [path.join(ROOT, 'server.mjs'), '-p', new URL(webUrl).port, '--keepAliveTimeout', '65000'], {
    // No drain period when the run ends, and warnings and errors only in the run's output, not a line per request
    // (tests/e2e/operations.spec.ts starts a server of its own to test both).
    env: {
      PLATFORM_API_URL: platformUrl,
      ENABLE_TEST_PAGES: '1',
      SITE_URL: webUrl,
      DRAIN_SECONDS: '0',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      CATALOGUE_ROW: EMBEDDED_CATALOGUE_ROW,
    },
    name: `web ${index}`,
  });
  children.push(web);
  // Served only by a server of this build: another build on our port would answer 404 here.
  await waitForUrl(`${webUrl}/_next/static/${buildId}/_buildManifest.js`, { child: web, ok: true });
  return { web: webUrl, platform: platformUrl };
}

async function main() {
  // Most tests run in the headless shell, the @notifications ones in the full browser (playwright.config.ts).
  const headlessShell = ensureChromium({ headlessShell: true });
  const chromium = ensureChromium();
  // The shared-cache spec (tests/e2e/cache-shared.spec.ts) starts its own redis-server.
  ensureRedisServer();
  delete process.env.PLATFORM_API_URL;
  const pairs = Array.from({ length: WORKERS }, (_, index) => index);
  const extraPorts = Array.from({ length: 10 * WORKERS }, (_, index) => EXTRA_PORT_BASE + index);
  await refuseBusyPorts([...pairs.flatMap((index) => [WEB_PORT + 2 * index, PLATFORM_PORT + 2 * index]), ...extraPorts]);

  const platforms = [];
  for (const index of pairs) platforms.push(await startWorkerPlatform(index));
  if (process.env.E2E_SKIP_BUILD !== '1') await run(nextBin, ['build'], { env: { PLATFORM_API_URL: platforms[0] } });
  const buildId = readFileSync(path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  const servers = [];
  for (const index of pairs) servers.push(await startWorkerWeb(index, platforms[index], buildId));

  const rows = await measure(servers[0].web);
  console.log('\nFirst-load JavaScript per route (gzip):');
  for (const row of rows) console.log(`  ${row.route.padEnd(28)} ${String(row.status).padEnd(4)} ${(row.bytes / 1000).toFixed(1).padStart(7)} kB`);
  const problems = budgetProblems(rows);
  if (problems.length) throw new Error(`first-load budget check failed:\n  ${problems.join('\n  ')}`);

  await run(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
    env: {
      E2E_BASE_URL: servers[0].web,
      E2E_PLATFORM_URL: servers[0].platform,
      E2E_WORKER_SERVERS: JSON.stringify(servers),
      E2E_WORKERS: String(WORKERS),
      E2E_EXTRA_PORT_BASE: String(EXTRA_PORT_BASE),
      CHROMIUM_PATH: chromium,
      CHROMIUM_HEADLESS_SHELL_PATH: headlessShell,
      E2E_OUTPUT_DIR: `test-results/${WEB_PORT}`,
    },
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
