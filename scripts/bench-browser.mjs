/**
 * What the browser benchmarks (bench-page-load, bench-hydration, bench-channels, bench-player-start) share: the median
 * they print, and the floor page that is the same HTML without its scripts.
 */

/** APP_SKIP_COOKIE of lib/request-gate/rules.ts (a plain script cannot import TypeScript): the page itself, not the app-install page. */
export const APP_SKIP_COOKIE_NAME = 'app_skipped';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** The floor of a page benchmark: `url` answered with its own HTML, every script removed. */
export async function serveWithoutScripts(page, url) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withoutScripts(await response.text()) });
  });
}
