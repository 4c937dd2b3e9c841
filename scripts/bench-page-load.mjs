/**
 * A page's first load on a phone at Lighthouse's 4x CPU slowdown, traced: when its largest paint came and how long
 * after its image had arrived (the render delay), the main thread's blocking time and longest tasks after the first
 * paint, and the main thread's CPU. Lighthouse simulates a slow network from one such load and its score swings with
 * the machine's load; these are the measured figures it starts from.
 * The floor, measured in the same run and alternating with the page: the page's own HTML with its scripts taken out
 * (the same answer of the server, cut in the browser), so what the HTML and CSS alone cost the phone is beside what
 * the page costs. The machine's 1-minute load average is printed beside each run.
 * Main-thread CPU is the thread time of a second, unthrottled load (Chromium's slowdown counts as CPU time).
 * Usage: node scripts/bench-page-load.mjs [baseUrl] [path ...]   (a running production server: scripts/start.mjs)
 *   RUNS (default 5) loads of each, medians printed; WIDTH (default 390) the phone's CSS width, 1440 for a desktop.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import { APP_SKIP_COOKIE_NAME, median, serveWithoutScripts } from './bench-browser.mjs';

/** Lighthouse's mobile preset: 4x CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** A task over this blocks input (Lighthouse's total blocking time counts the excess). */
const LONG_TASK_MS = 50;
/** Quiet time after the load event in which hydration's follow-up work is still counted. */
const SETTLE_MS = 3000;

const args = process.argv.slice(2);
const baseUrl = args[0] ?? 'http://localhost:3000';
const paths = args.length > 1 ? args.slice(1) : ['/channels'];
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const width = Number(process.env.WIDTH ?? 390);
const phone = width < 1024;

/** Every <script> element out of the HTML: what the browser paints from the server's answer alone. */
/** The page's largest paint as the page itself saw it: its time, its image's arrival and the element. */
function largestPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          const [navigation] = performance.getEntriesByType('navigation');
          resolve({
            at: last.startTime,
            loadedAt: last.loadTime || navigation.responseEnd,
            element: last.element ? last.element.outerHTML.slice(0, 100) : last.url,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Main-thread tasks of the page's renderer from a Chromium trace, with the trace's first contentful paint. */
function mainThreadTasks(events) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === fcp?.pid);
  if (!fcp || !start) throw new Error('no first contentful paint in the trace');
  const tasks = events
    .filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X' && event.name === 'RunTask')
    .map((event) => ({
      at: (event.ts - start.ts) / 1000,
      ms: event.dur / 1000,
      cpuMs: (event.tdur ?? event.dur) / 1000,
    }));
  return { tasks, fcpAt: (fcp.ts - start.ts) / 1000 };
}

async function load(browser, url, { floor, slowdown }) {
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    deviceScaleFactor: phone ? 3 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  try {
    await context.addCookies([{ name: APP_SKIP_COOKIE_NAME, value: '1', url: baseUrl }]);
    const page = await context.newPage();
    if (floor) await serveWithoutScripts(page, url);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const loadAverage = loadavg()[0];
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const paint = await largestPaint(page);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const { tasks, fcpAt } = mainThreadTasks(trace.traceEvents);
    const afterPaint = tasks.filter((task) => task.at >= fcpAt);
    return {
      loadAverage,
      fcp: fcpAt,
      lcp: paint.at,
      lcpAfterFcp: paint.at - fcpAt,
      renderDelay: paint.at - paint.loadedAt,
      element: paint.element,
      tbt: afterPaint.reduce((sum, task) => sum + Math.max(0, task.ms - LONG_TASK_MS), 0),
      longest: afterPaint
        .map((task) => task.ms)
        .sort((a, b) => b - a)
        .slice(0, 3),
      cpu: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox'] });
try {
  for (const path of paths) {
    const url = new URL(path, baseUrl).toString();
    // Its first request fills the page cache: a cold render is not the page a visitor gets.
    await fetch(url, { headers: { cookie: `${APP_SKIP_COOKIE_NAME}=1` } }).then((response) => response.arrayBuffer());
    const results = { page: [], floor: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const kind of ['page', 'floor']) {
        const result = await load(browser, url, { floor: kind === 'floor', slowdown: CPU_SLOWDOWN });
        result.cpu = (await load(browser, url, { floor: kind === 'floor', slowdown: 1 })).cpu;
        results[kind].push(result);
        console.log(
          `${path} ${kind} run ${run + 1} @ load ${result.loadAverage.toFixed(1)}: FCP ${result.fcp.toFixed(0)} ms, LCP ${result.lcp.toFixed(0)} ms ` +
            `(render delay ${result.renderDelay.toFixed(0)} ms), TBT ${result.tbt.toFixed(0)} ms, longest tasks ` +
            `${result.longest.map((ms) => ms.toFixed(0)).join('/')} ms, main-thread CPU (unthrottled) ${result.cpu.toFixed(0)} ms`,
        );
      }
    }
    console.log(
      `${path} at ${width} px, ${CPU_SLOWDOWN}x CPU, median of ${runs}; largest paint: ${results.page[0].element}`,
    );
    for (const kind of ['page', 'floor']) {
      const of = (key) => median(results[kind].map((result) => result[key])).toFixed(0);
      console.log(
        `  ${kind === 'page' ? 'page                ' : 'floor (no scripts)  '} FCP ${of('fcp')} ms, LCP ${of('lcp')} ms (${of('lcpAfterFcp')} ms after FCP), render delay ` +
          `${of('renderDelay')} ms, TBT ${of('tbt')} ms, longest task ${median(results[kind].map((result) => result.longest[0] ?? 0)).toFixed(0)} ms, main-thread CPU (unthrottled) ${of('cpu')} ms, load average ${median(results[kind].map((result) => result.loadAverage)).toFixed(1)}`,
      );
    }
  }
} finally {
  await browser.close();
}
