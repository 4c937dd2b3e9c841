import { defineConfig } from '@playwright/test';
import { workerServers } from './tests/e2e/support/servers';
import { VIEWER_AGENT } from './tests/e2e/support/agents';

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

const launchOptions = {
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
};

/**
 * Tests tagged @notifications run in the full Chromium: the headless shell answers every notification permission
 * with "denied", even one the test grants, so the permission prompt, its order among the app's prompts and a shown
 * push cannot be tested there. Everything else runs in the lighter headless shell (scripts/chromium.mjs).
 */
const NEEDS_FULL_BROWSER = /@notifications/;

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
    userAgent: VIEWER_AGENT,
    // A trace (E2E_TRACE=retain-on-failure) costs a third of the suite's time on a 2-core machine, and CI keeps
    // only the run's output: traces are for reproducing a failure locally.
    trace:
      process.env.E2E_TRACE === 'retain-on-failure' || process.env.E2E_TRACE === 'on' ? process.env.E2E_TRACE : 'off',
  },
  projects: [
    {
      name: 'headless-shell',
      grepInvert: NEEDS_FULL_BROWSER,
      use: {
        launchOptions: {
          ...launchOptions,
          executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
        },
      },
    },
    {
      name: 'chromium',
      grep: NEEDS_FULL_BROWSER,
      use: { launchOptions: { ...launchOptions, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
    },
  ],
});
