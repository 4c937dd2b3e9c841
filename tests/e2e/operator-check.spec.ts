import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures';
import { platformUrl, setLocale } from './support/session';

const run = promisify(execFile);
const SCRIPT = path.join(__dirname, '..', '..', 'scripts', 'check-operator.mjs');

test('check-operator passes against the embedded platform: guest flow, channels, a stream with CORS, a row and a content', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // execFile rejects on a non-zero exit, so reaching the assertions means exit 0.
  const { stdout } = await run(process.execPath, [SCRIPT, platformUrl(), '--origin', origin, '--timeout', '10000'], { timeout: 120_000 });
  expect(stdout).toContain('ok    guest flow: a guest user, its device and a device token were created');
  expect(stdout).toMatch(/^ok {4}GET \/v2\/channels\/channel_list -> 200, .*array of \d+/m);
  expect(stdout).toMatch(/^ok {4}stream: channel \d+ plays from /m);
  expect(stdout).toContain(`ok    media: CORS allows ${origin}`);
  expect(stdout).toMatch(/^ok {4}GET \/v2\/contents\/[^ ]+ -> 200/m);
  expect(stdout).toMatch(/^ok {4}agreement document at .* -> 200/m);
  expect(stdout).not.toMatch(/^fail/m);
  expect(stdout).toContain(`Result: the app can work against ${new URL(platformUrl()).origin}`);
});

test('check-operator exits 1 when the address is no operator', async ({ baseURL }) => {
  // The web app answers /v2/... with its own pages: no network data, no guest flow.
  const failed = await run(process.execPath, [SCRIPT, baseURL!, '--timeout', '10000'], { timeout: 60_000 }).catch((error) => error);
  expect(failed.code).toBe(1);
  expect(failed.stdout).toContain('fail  guest flow: failed');
});

test("the agreement and privacy pages show the documents at the network data's addresses, as text", async ({ page, baseURL }) => {
  await setLocale(page, 'en', baseURL!);
  await page.goto('/agreement');
  await expect(page.getByText('At most 5 devices can be used.', { exact: false })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText('never pass them to third parties', { exact: false })).toBeVisible();
});
