/**
 * What hydration costs a phone, and what React renders after it. A page is loaded RUNS times at Lighthouse's 4x CPU
 * slowdown, with the viewer's cookies (app-install page skipped, the default language chosen), and the browser's own
 * long tasks (PerformanceObserver 'longtask', buffered) are summed as blocking time: each task's time beyond 50 ms
 * after the first contentful paint, as Lighthouse counts it, and the time of the last long task's end, when the page
 * answers input at once. Beside each page, alternating with it in the same run, its floor: the same answer of the
 * server with its scripts taken out in the browser (what the HTML and CSS alone cost). The 1-minute load average is
 * printed with every run: on 2 shared cores a figure under load is not the page's.
 * One more load, not timed, records every React commit (through the developer-tools hook React calls in production):
 * when it came, how many components it rendered and the outermost of them with the element each draws, so a state
 * update that re-renders a whole list after hydration shows by its DOM element's class (component names are
 * minified), beside the long tasks of that load. Its own walk of the tree slows the page, hence the separate load.
 * Usage: node scripts/bench-hydration.mjs [baseUrl] [path ...]   (a running production server: scripts/start.mjs)
 *   RUNS (default 5), WIDTH (default 390 CSS px, a phone).
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import { APP_SKIP_COOKIE_NAME, median, serveWithoutScripts } from './bench-browser.mjs';

/** LOCALE_COOKIE and DEFAULT_LOCALE of lib/i18n/locales.ts: a bare address is its own page, not a redirect to /en. */
const LANGUAGE_COOKIE = { name: 'lang', value: 'ru' };
/** Lighthouse's mobile preset. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Quiet time after the load event: session start-up and the rows hydrated at offscreen priority come in it. */
const SETTLE_MS = 5000;
/** Components named per commit: the outermost ones rendered, where an update started. */
const NAMED_PER_COMMIT = 6;

const args = process.argv.slice(2);
const baseUrl = args[0] ?? 'http://localhost:3000';
const paths = args.length > 1 ? args.slice(1) : ['/', '/channels'];
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const width = Number(process.env.WIDTH ?? 390);

/** In the page before its scripts: the long tasks and the first contentful paint, as the page's own entries. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ at: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * In the page before React loads: a stand-in for the developer tools that React reports each commit to. A component
 * rendered in a commit is a fiber object not in the previous commit's tree (React clones what it works on) that
 * did work (PerformedWork, flag 1) or is new; its descendants then rendered with it.
 */
function recordCommits(namedPerCommit) {
  const commits = [];
  window.__commits = commits;
  let previous = new WeakSet();
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const drawn = (fiber) => {
    let host = fiber;
    while (host && typeof host.type !== 'string') host = host.child;
    if (!host?.stateNode?.getAttribute) return '';
    return `${host.type}.${host.stateNode.getAttribute('class') ?? ''}`.slice(0, 60);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    isDisabled: false,
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const commit = { at: performance.now(), rendered: 0, components: 0, outermost: [] };
      const walk = (first, parentRendered) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          seen.add(fiber);
          let rendered = parentRendered;
          if (COMPONENT_TAGS.has(fiber.tag)) {
            commit.components += 1;
            rendered = !previous.has(fiber) && (!fiber.alternate || (fiber.flags & 1) === 1);
            if (rendered) {
              commit.rendered += 1;
              if (!parentRendered && commit.outermost.length < namedPerCommit) {
                const name = fiber.type?.displayName || fiber.type?.name || '?';
                commit.outermost.push(`${name} ${drawn(fiber)}`.trim());
              }
            }
          }
          walk(fiber.child, rendered);
        }
      };
      walk(root.current.child, false);
      previous = seen;
      commits.push(commit);
    },
  };
}

async function load(browser, url, { floor, commits }) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addCookies([
      { name: APP_SKIP_COOKIE_NAME, value: '1', url: baseUrl },
      { ...LANGUAGE_COOKIE, url: baseUrl },
    ]);
    await context.addInitScript(observeLongTasks);
    if (commits) await context.addInitScript(recordCommits, NAMED_PER_COMMIT);
    const page = await context.newPage();
    if (floor) await serveWithoutScripts(page, url);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const loadAverage = loadavg()[0];
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp, recorded } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      recorded: window.__commits ?? [],
    }));
    const afterPaint = tasks.filter((task) => task.at >= fcp);
    return {
      loadAverage,
      fcp,
      tbt: afterPaint.reduce((sum, task) => sum + Math.max(0, task.ms - LONG_TASK_MS), 0),
      lastLongTaskEnd: tasks.reduce((last, task) => Math.max(last, task.at + task.ms), 0),
      longest: Math.max(0, ...tasks.map((task) => task.ms)),
      count: afterPaint.length,
      commits: recorded,
      tasks,
    };
  } finally {
    await context.close();
  }
}

const format = (result) =>
  `FCP ${result.fcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms in ${result.count} long tasks after it, ` +
  `longest ${result.longest.toFixed(0)} ms, last long task ends at ${result.lastLongTaskEnd.toFixed(0)} ms`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox'] });
try {
  for (const path of paths) {
    const url = new URL(path, baseUrl).toString();
    // Its first request fills the page cache: a cold render is not the page a visitor gets.
    await fetch(url, { headers: { cookie: `${APP_SKIP_COOKIE_NAME}=1; lang=ru` } }).then((r) => r.arrayBuffer());
    const results = { page: [], floor: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const kind of ['page', 'floor']) {
        const result = await load(browser, url, { floor: kind === 'floor', commits: false });
        results[kind].push(result);
        console.log(`${path} ${kind} run ${run + 1} @ load ${result.loadAverage.toFixed(1)}: ${format(result)}`);
      }
    }
    console.log(`${path} at ${width} px, ${CPU_SLOWDOWN}x CPU, median of ${runs}:`);
    for (const kind of ['page', 'floor']) {
      const of = (key) => median(results[kind].map((result) => result[key]));
      console.log(
        `  ${kind === 'page' ? 'page              ' : 'floor (no scripts)'} FCP ${of('fcp').toFixed(0)} ms, TBT ${of('tbt').toFixed(0)} ms, ` +
          `longest task ${of('longest').toFixed(0)} ms, last long task ends at ${of('lastLongTaskEnd').toFixed(0)} ms, ` +
          `load average ${of('loadAverage').toFixed(1)}`,
      );
    }
    const traced = await load(browser, url, { floor: false, commits: true });
    console.log(`  React commits and long tasks of one more load (not timed: the recording slows it), ms since navigation:`);
    const timeline = [
      ...traced.commits.map((commit) => ({
        at: commit.at,
        line:
          `commit, rendered ${String(commit.rendered).padStart(4)} of ${commit.components}` +
          (commit.outermost.length ? `: ${commit.outermost.join('; ')}` : ''),
      })),
      ...traced.tasks.map((task) => ({ at: task.at, line: `long task of ${task.ms.toFixed(0)} ms` })),
    ].sort((a, b) => a.at - b.at);
    for (const entry of timeline) console.log(`    ${entry.at.toFixed(0).padStart(6)} ${entry.line}`);
  }
} finally {
  await browser.close();
}
