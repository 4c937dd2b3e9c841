/**
 * First-load JavaScript budget: for each route, the external scripts its server-rendered HTML loads
 * (noModule polyfills excluded), gzip-compressed and summed, printed beside the HTML's own size (raw and gzip: the
 * inline flight data, messages included, is in it). Budgets: 170 kB for catalogue and landing routes, 200 kB
 * elsewhere; the end-to-end run fails on the same check (budgetProblems).
 * Usage: node scripts/budget.mjs [baseUrl]   (a running production server)
 */
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 200 * 1000;
/** GUIDE.md budgets: catalogue and landing routes, which ship no player code, at most 170 kB. */
export const CATALOGUE_BUDGET_BYTES = 170 * 1000;
const CATALOGUE_ROUTES = new Set([
  '/',
  '/search?q=news',
  '/row/new',
  '/catalog/100',
  '/my',
  '/contents/1',
  '/contents/81',
  '/persons/1',
  '/packets',
  '/packets/2',
  '/provider/demo',
  '/promo',
  '/faq',
  '/app_store',
]);

export function budgetFor(route) {
  return CATALOGUE_ROUTES.has(route) ? CATALOGUE_BUDGET_BYTES : BUDGET_BYTES;
}

/** One URL per kind of page; pages that load the player count too, since engines must stay lazy. */
export const BUDGET_ROUTES = [
  '/',
  '/channels',
  '/channels/2',
  '/channels/2/dala-tv',
  '/channels?view=grid',
  '/channel_embed/1',
  '/newyear',
  '/search?q=news',
  '/row/new',
  '/catalog/100',
  '/my',
  '/contents/1',
  '/contents/81',
  '/watch/1',
  '/trailers/1',
  '/persons/1',
  '/packets',
  '/packets/2',
  '/provider/demo',
  '/promo',
  '/settings',
  '/geo_lock',
  '/app_store',
  '/faq',
];

const scriptSrc = /<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g;

export function scriptUrls(html, baseUrl) {
  const urls = new Set();
  for (const match of html.matchAll(scriptSrc)) {
    const attributes = `${match[1]} ${match[3]}`;
    if (/\bnomodule\b/i.test(attributes)) continue;
    urls.add(new URL(match[2].replace(/&amp;/g, '&'), baseUrl).toString());
  }
  return [...urls];
}

async function gzipSize(url, cache) {
  if (!cache.has(url)) {
    cache.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
      }),
    );
  }
  return cache.get(url);
}

export async function measure(baseUrl, routes = BUDGET_ROUTES) {
  const cache = new Map();
  const rows = [];
  for (const route of routes) {
    const response = await fetch(new URL(route, baseUrl), {
      headers: { 'user-agent': 'budget-check (X11; Linux x86_64)' },
      redirect: 'manual',
    });
    const html = await response.text();
    const urls = scriptUrls(html, baseUrl);
    const sizes = await Promise.all(urls.map((url) => gzipSize(url, cache)));
    rows.push({
      route,
      status: response.status,
      scripts: urls.length,
      bytes: sizes.reduce((sum, size) => sum + size, 0),
      budget: budgetFor(route),
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    });
  }
  return rows;
}

/**
 * What fails the check: a route over its budget (170 kB for catalogue and landing routes, 200 kB elsewhere), or a
 * route that did not answer 200 (an error page or a redirect ships other scripts than the page, so its size would
 * pass for the page's).
 */
export function budgetProblems(rows) {
  return [
    ...rows.filter((row) => row.status !== 200).map((row) => `${row.route} answered ${row.status}, not 200`),
    ...rows
      .filter((row) => row.bytes > row.budget)
      .map((row) => `${row.route} ships ${(row.bytes / 1000).toFixed(1)} kB, over its ${row.budget / 1000} kB first-load budget`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const rows = await measure(baseUrl);
  console.log('\nFirst-load JavaScript per route (gzip):');
  console.log('route'.padEnd(28), 'status', 'scripts', 'kB'.padStart(8), 'budget'.padStart(7), 'HTML kB'.padStart(8), 'gzip'.padStart(6));
  for (const row of rows) {
    const flag = row.bytes > row.budget ? '  OVER BUDGET' : '';
    console.log(
      row.route.padEnd(28),
      String(row.status).padEnd(6),
      String(row.scripts).padStart(7),
      (row.bytes / 1000).toFixed(1).padStart(8),
      String(row.budget / 1000).padStart(7),
      (row.htmlBytes / 1000).toFixed(1).padStart(8),
      (row.htmlGzipBytes / 1000).toFixed(1).padStart(6),
      flag,
    );
  }
  const problems = budgetProblems(rows);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  console.log(`\nAll routes within their budgets (${CATALOGUE_BUDGET_BYTES / 1000} kB catalogue and landing, ${BUDGET_BYTES / 1000} kB elsewhere).`);
}
