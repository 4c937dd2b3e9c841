/**
 * Lighthouse (mobile preset) on the public page types of a running production server, in Debian's Chromium,
 * with the app-install page skipped by its cookie so the page itself is measured. The cookie is a real cookie of the
 * browser, as a visitor who chose "stay in browser" has it: given as an extra request header instead, it reached only
 * the page's own requests, and once the first audited page had registered the service worker, the worker fetched the
 * next audit's page without it, so the gate sent Lighthouse's phone to /app_store (noindex: SEO 63 on a second page).
 * Usage: node scripts/lighthouse.mjs [baseUrl] [path ...]
 *   LIGHTHOUSE_RUNS=3 takes the median performance run per page (scores move with the machine's load). Each row shows
 *   the machine's 1-minute load average as that run started (2 cores shared: a score under load is not the page's), and
 *   a page under 95 prints what Lighthouse names: its LCP element and phases, and the opportunities it lists.
 *   LIGHTHOUSE_REPORT_DIR=dir also writes each page's median report there as JSON, for its trace-level audits.
 *   LIGHTHOUSE_FLOOR=1 measures each page's script-free copy too, as many times (scripts/script-free-copy.mjs): the
 *   document's own cost on this machine in this run, printed beside the page's figure.
 * Each page is requested once before its measured runs: in production a public page is served from the page cache,
 * which its first request after a start or a revalidation fills, so a cold render must not be measured as the page.
 * The TTFB column is the document's server response time Lighthouse observed (unthrottled), so a slow answer shows.
 * A page that shifts its layout gets the nodes that moved printed under the table, with their share of the CLS.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serveScriptFreeCopies } from './script-free-copy.mjs';

/** APP_SKIP_COOKIE of lib/request-gate/rules.ts (a plain script cannot import TypeScript). */
const APP_SKIP_COOKIE_NAME = 'app_skipped';
/**
 * LOCALE_COOKIE and DEFAULT_LOCALE of lib/i18n/locales.ts: the viewer chose the provider's default language, so a bare
 * address is measured as its own page. Chromium asks for English, and the request gate sends such a first visit on
 * to `/en/...` (issue 33): the redirect's cost then counted against the page measured.
 */
const LANGUAGE_COOKIE = 'lang=ru';
const DEFAULT_PATHS = ['/', '/contents/the-silent-harbor-1', '/channels', '/packets/2'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
const baseUrl = args[0] ?? 'http://localhost:3000';
const paths = args.length > 1 ? args.slice(1) : DEFAULT_PATHS;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

const shortUrl = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');
const score = (category) => Math.round((category?.score ?? 0) * 100);
const seconds = (audit) => `${(audit.numericValue / 1000).toFixed(1)} s`;
const millis = (audit) => `${Math.round(audit.numericValue)} ms`;

/** A phone's first request, as Lighthouse's will be (same cookie), so the page cache holds the page it measures. */
const PHONE_HEADERS = {
  cookie: `${APP_SKIP_COOKIE_NAME}=1; ${LANGUAGE_COOKIE}`,
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36',
};

async function warmUp(url) {
  const response = await fetch(url, { headers: { ...PHONE_HEADERS, 'accept-encoding': 'gzip, deflate, br' }, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) console.error(`warm-up of ${url} answered ${response.status}`);
}

/** The audits that cost points outside performance, so a row below 100 says why. */
function failures(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const where = (audit.details?.items ?? [])
          .map((item) => JSON.stringify(item.source ?? item.node?.snippet ?? item))
          .slice(0, 3);
        failed.push(`${id}: ${ref.id}${where.length ? ` (${where.join('; ')})` : ''}`);
      }
    }
  }
  return failed;
}

/** What Lighthouse names for a slow page: the LCP element and its phases, the largest opportunities, long tasks. */
function performanceFindings(lhr) {
  const findings = [];
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element[0]?.items?.[0]?.node;
  if (node) findings.push(`LCP element ${node.snippet}`);
  const phases = element[1]?.items ?? [];
  if (phases.length) findings.push(`LCP phases ${phases.map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(', ')}`);
  for (const audit of Object.values(lhr.audits)) {
    const saving = audit.details?.overallSavingsMs ?? 0;
    if (audit.score !== null && audit.score < 0.9 && saving >= 100) findings.push(`${audit.id} (${Math.round(saving)} ms)`);
  }
  for (const id of ['bootup-time', 'mainthread-work-breakdown', 'render-blocking-resources', 'unused-javascript']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 0.9) findings.push(`${id}: ${audit.displayValue ?? ''}`);
  }
  // Where the blocking time comes from: the longest main-thread tasks (simulated times) and what they ran.
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice()
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${shortUrl(task.url)})`);
  if (tasks.length) findings.push(`longest tasks ${tasks.join(', ')}`);
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((item) => `${shortUrl(item.url)} ${Math.round(item.scripting)} ms`);
  if (scripts.length) findings.push(`script time ${scripts.join(', ')}`);
  return findings;
}

async function audit(chrome, url) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    },
    undefined,
  );
  return result.lhr;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const rows = [];
const floor = process.env.LIGHTHOUSE_FLOOR === '1' ? await serveScriptFreeCopies(baseUrl, PHONE_HEADERS) : null;
try {
  // Lighthouse clears the origin's storage before each audit but not its cookies: every audit starts as a first
  // visit that chose "stay in browser". The guest session an earlier audit started is dropped, else /channels
  // measured a returning visitor, whose list the server does not send (it waits for the viewer's own profile).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  async function firstVisit() {
    await browser.deleteCookie(...(await browser.cookies()));
    const [languageName, language] = LANGUAGE_COOKIE.split('=');
    await browser.setCookie(
      { name: APP_SKIP_COOKIE_NAME, value: '1', domain: new URL(baseUrl).hostname, path: '/' },
      { name: languageName, value: language, domain: new URL(baseUrl).hostname, path: '/' },
    );
  }
  for (const path of paths) {
    const reports = [];
    await warmUp(new URL(path, baseUrl).toString());
    for (let run = 0; run < runs; run += 1) {
      await firstVisit();
      const load = loadavg()[0];
      reports.push({ load, lhr: await audit(chrome, new URL(path, baseUrl).toString()) });
    }
    reports.sort((a, b) => score(a.lhr.categories.performance) - score(b.lhr.categories.performance));
    const { lhr, load } = reports[Math.floor(reports.length / 2)];
    const all = reports.map((report) => `${score(report.lhr.categories.performance)} @ ${report.load.toFixed(1)}`);
    const floorRuns = [];
    for (let run = 0; floor && run < runs; run += 1) {
      await firstVisit();
      floorRuns.push(await audit(chrome, new URL(path, floor.baseUrl).toString()));
    }
    floorRuns.sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
    rows.push({ path, lhr, load, all, floorLhr: floorRuns[Math.floor(floorRuns.length / 2)] });
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home';
      writeFileSync(`${process.env.LIGHTHOUSE_REPORT_DIR}/${name}.json`, JSON.stringify(lhr));
    }
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  await floor?.close();
}

console.log('\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | TTFB | load | runs (score @ load) |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const { path, lhr, load, all } of rows) {
  const c = lhr.categories;
  const a = lhr.audits;
  console.log(
    `| ${path} | ${score(c.performance)} | ${score(c.accessibility)} | ${score(c['best-practices'])} | ${score(c.seo)} | ${seconds(a['largest-contentful-paint'])} | ${millis(a['total-blocking-time'])} | ${a['cumulative-layout-shift'].numericValue.toFixed(3)} | ${millis(a['server-response-time'])} | ${load.toFixed(1)} | ${all.join(', ')} |`,
  );
}
if (floor) {
  console.log('\n| page | performance | TBT | script-free copy (floor): performance | TBT |');
  console.log('|---|---|---|---|---|');
  for (const { path, lhr, floorLhr } of rows) {
    console.log(
      `| ${path} | ${score(lhr.categories.performance)} | ${millis(lhr.audits['total-blocking-time'])} | ${score(floorLhr.categories.performance)} | ${millis(floorLhr.audits['total-blocking-time'])} |`,
    );
  }
}
// Lighthouse's own measure of this machine's speed: its 4x CPU slowdown assumes a fast desktop, and a low index
// (a busy or slow machine) scores the same page lower.
console.log(`\nLighthouse benchmark index of this machine: ${rows.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)).join(', ')}`);
for (const { path, lhr } of rows) {
  if (score(lhr.categories.performance) >= 95) continue;
  console.log(`\n${path} performance ${score(lhr.categories.performance)}: ${performanceFindings(lhr).join('; ')}`);
}
// What moved: the nodes Lighthouse's layout-shifts audit names, with their scores, for a page whose CLS is not zero.
for (const { path, lhr } of rows) {
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.score.toFixed(4)} ${item.node?.selector ?? String(item.node?.snippet ?? '').slice(0, 80)}`,
  );
  if (shifts.length) console.log(`\n${path} layout shifts: ${shifts.join('; ')}`);
}
for (const { path, lhr } of rows) {
  const failed = failures(lhr);
  if (failed.length) console.log(`\n${path} loses points on: ${failed.join(', ')}`);
}
// A row must describe the page asked for: a redirect (the app-install gate, a sign-in) would measure another one.
const redirected = rows.filter(({ path, lhr }) => lhr.finalDisplayedUrl !== new URL(path, baseUrl).toString());
for (const { path, lhr } of redirected) console.error(`\n${path} was redirected to ${lhr.finalDisplayedUrl}: its row measures that page`);
if (redirected.length) process.exitCode = 1;
