import { defineConfig } from '@playwright/test';
import { workerServers } from './tests/e2e/support/servers';

/**
 * Run through `npm run test:e2e`, which builds and starts one platform (own port and database) and one web server
 * per worker. This file is loaded again in each worker process, which Playwright gives its TEST_PARALLEL_INDEX: the
 * worker's own pair then becomes E2E_BASE_URL and E2E_PLATFORM_URL, so every helper reading them (baseURL,
 * platformUrl()) talks to the worker's servers and no test sees another worker's data, faults or metrics.
 */
const own = workerServers();
process.env.E2E_BASE_URL = own.web;
process.env.E2E_PLATFORM_URL = own.platform;
const baseURL = own.web;

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky test is a bug to fix at its cause; a retry would hide it.
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
});
