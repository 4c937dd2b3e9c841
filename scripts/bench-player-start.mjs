/**
 * Benchmark (not a test): click-to-first-frame of the player on loopback. Starts a fresh platform and
 * the production server (server.mjs, what `npm start` runs) from an existing build (NEXT_DIST_DIR; run scripts/e2e.mjs or next build first),
 * then for each target opens its page in Chromium, waits until the page has settled (network idle: its own
 * route prefetches are page-load work, not player start), clicks the play action and waits for the first
 * presented frame of any video in the player (requestVideoFrameCallback; an ad's frame counts, since the
 * viewer sees it). Each target runs cold (a fresh browser context per start: empty cache, as a first visit) and
 * warm (one context, after a first start), and prints the median, the 95th percentile and the long animation frames
 * (over 50 ms) between click and first frame, beside each start.
 *
 * Floor, measured in the same run: bare hls.js (node_modules/hls.js) on the same title stream (the first HLS
 * playlist the real flow requested), in a page holding nothing else, clicked and timed the same way, cold and warm;
 * the ratio of the medians is the figure to compare with the budget (player start within 2x bare hls.js, issue 19; the
 * guide's general budget is 2.5x). The machine's load average is printed at the start and the end.
 *
 * Targets: `watch=<id>` is the real flow (the content page's watch button, client navigation to /watch, meta,
 * stream, player); `channel=<id>` and `content=<id>` use the non-production harness /test/player (stream
 * request and player only). Default: `watch=1 watch=1002 channel=1`: the demo film with its pre-roll (the viewer
 * gets the ad, so its frame is the first one seen), an episode without ads, and a live channel.
 *
 * Usage: NEXT_DIST_DIR=.next-player BENCH_WEB_PORT=3203 BENCH_PLATFORM_PORT=3204 node scripts/bench-player-start.mjs [watch=1002] [channel=1] [content=1]
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import {
  ROOT,
  hasProductionBuild,
  startPlatformIfNeeded,
  startProcess,
  stopProcess,
  waitForUrl,
} from './processes.mjs';
import { median } from './bench-browser.mjs';

/** BENCH_STARTS: fewer starts a series (e.g. 5 while bisecting); the figures to report use the default 10. */
const STARTS = Number(process.env.BENCH_STARTS ?? 10);
/** BENCH_MODES=warm (or cold): run one mode only, its floor included, while bisecting one of them. */
const MODES = (process.env.BENCH_MODES ?? 'cold,warm').split(',');
/**
 * BENCH_SERVER=next: `next start` instead of server.mjs, to bisect across commits older than server.mjs or to
 * compare the two servers on one build.
 */
const SERVER = process.env.BENCH_SERVER ?? 'server.mjs';
/** BENCH_TRACE=1: print each start's requests (start and end, ms after the click), to see where a start waits. */
const TRACE = process.env.BENCH_TRACE === '1';
/** A start with no frame after this long is a failure, not a figure. */
const START_TIMEOUT_MS = 30_000;
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3200);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 3201);
const TARGETS = process.argv.length > 2 ? process.argv.slice(2) : ['watch=1', 'watch=1002', 'channel=1'];
/** Long animation frames: a frame that took longer than this the viewer may notice as a stall. */
const LONG_FRAME_MS = 50;
/** tests/e2e/support/prompts.ts: notification prompts held back, so none covers the button. */
const HOLD_PROMPTS_COOKIE = 'tv_hold_prompts';
const children = [];
let browser = null;

/** Nearest-rank percentile. */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * The floor's page: hls.js alone, which plays `src` when Start is clicked (served by the benchmark, not the app).
 * Live streams number their discontinuities since the epoch, which freezes bare hls.js (see
 * player/engines/hls-discontinuity.ts; bench-channels' floor froze without it): the floor takes the same playlist
 * rebase as the app's engine, and nothing else (a title's playlist has no such tag and is untouched).
 */
const FLOOR_PATH = '/__bench-floor';
const HLS_SCRIPT = readFileSync(path.join(ROOT, 'node_modules', 'hls.js', 'dist', 'hls.min.js'), 'utf8');
const floorPage = (src) => `<!doctype html><meta charset="utf-8"><button id="start">Start</button>
<div data-testid="player"></div><script>${HLS_SCRIPT}</script><script>
let base = null;
const rebase = (text) =>
  text.replace(/^#EXT-X-DISCONTINUITY-SEQUENCE:(\\d+)\\s*$/m, (_, value) => {
    base ??= Number(value);
    const number = Number(value);
    return '#EXT-X-DISCONTINUITY-SEQUENCE:' + (number >= base ? number - base : number);
  });
class RebasingLoader extends Hls.DefaultConfig.loader {
  load(context, config, callbacks) {
    super.load(context, config, {
      ...callbacks,
      onSuccess: (response, stats, ctx, details) => {
        if (typeof response.data === 'string') response.data = rebase(response.data);
        callbacks.onSuccess(response, stats, ctx, details);
      },
    });
  }
}
document.getElementById('start').onclick = () => {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  document.querySelector('[data-testid="player"]').append(video);
  // As the app's player does for the embedded platform's bound addresses (lib/player/signed-address.ts).
  const hls = new Hls({ pLoader: RebasingLoader, xhrSetup: (xhr) => { xhr.withCredentials = true; } });
  hls.loadSource(${JSON.stringify(src)});
  hls.attachMedia(video);
  video.play().catch(() => {});
};
</script>`;

/** The page to open and the play action to click for a target. */
function flowOf(target) {
  const [kind, id] = target.split('=');
  if (!/^\d+$/.test(id ?? '')) throw new Error(`bad target ${target}: use watch=<id>, channel=<id> or content=<id>`);
  if (kind === 'watch') return { url: `/contents/${id}`, trigger: '[data-testid="watch-button"]' };
  if (kind === 'channel' || kind === 'content')
    return { url: `/test/player?${kind}=${id}&ads=none&defer=1`, trigger: '[data-testid="harness-start"]' };
  throw new Error(`unknown target ${target}`);
}

/**
 * One start: a fresh page, sign-in cookie shared by the context, click to the first presented frame; returns the
 * time and the long animation frames meanwhile.
 */
async function measureStart(context, flow) {
  const page = await context.newPage();
  // Nothing fails in a healthy start: the playback error reports the page sends are counted and kept.
  const errorReports = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/metrics/errors')) errorReports.push(request.postData());
  });
  try {
    await page.goto(flow.url);
    const trigger = page.locator(flow.trigger).first();
    await trigger.waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(({ selector, longMs }) => {
      performance.setResourceTimingBufferSize(5000);
      window.__longFrames = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.duration > longMs) window.__longFrames.push(entry);
      }).observe({ type: 'long-animation-frame' });
      window.__firstFrame = new Promise((resolve) => {
        const onClick = (event) => {
          if (!event.target.closest(selector)) return;
          document.removeEventListener('click', onClick, true);
          const clickedAt = performance.now();
          // When the watch page's parts first appear (BENCH_TRACE), to place a wait between the requests.
          const marks = [];
          const seen = new Set();
          const probes = ['[data-testid="watch-state"]', '[data-testid="watch-player"]', '[data-testid="player"]', '[data-testid="player"] video'];
          const observer = new MutationObserver(() => {
            for (const probe of probes)
              if (!seen.has(probe) && document.querySelector(probe)) {
                seen.add(probe);
                marks.push({ name: `appears ${probe}`, start: Math.round(performance.now() - clickedAt), end: 0 });
              }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          const done = (at) => {
            const long = window.__longFrames.filter((entry) => entry.startTime + entry.duration > clickedAt && entry.startTime < at);
            const requests = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.responseEnd >= clickedAt && entry.startTime < at)
              .map((entry) => ({
                name: entry.name.replace(location.origin, '').slice(0, 90),
                start: Math.round(entry.startTime - clickedAt),
                end: Math.round(entry.responseEnd - clickedAt),
              }));
            observer.disconnect();
            resolve({
              ms: at - clickedAt,
              longFrames: long.length,
              longestMs: Math.max(0, ...long.map((e) => e.duration)),
              requests: [...requests, ...marks].sort((a, b) => a.start - b.start),
            });
          };
          // Only a player the click brings counts (a content page may already show a trailer).
          const watched = new Set(document.querySelectorAll('[data-testid="player"] video'));
          const watch = () => {
            for (const video of document.querySelectorAll('[data-testid="player"] video')) {
              if (watched.has(video)) continue;
              watched.add(video);
              video.requestVideoFrameCallback(() => done(performance.now()));
            }
            requestAnimationFrame(watch);
          };
          watch();
        };
        document.addEventListener('click', onClick, true);
      });
    }, { selector: flow.trigger, longMs: LONG_FRAME_MS });
    await trigger.click();
    // A start that never shows a frame fails the run instead of hanging it.
    const start = await Promise.race([
      page.evaluate(() => window.__firstFrame),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${flow.url}: no first frame in ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS).unref()),
    ]);
    return { ...start, errorReports };
  } finally {
    await page.close();
  }
}

/** How long the real flow may take to ask for the title's playlist: after its pre-roll, when the viewer gets one. */
const STREAM_TIMEOUT_MS = 90_000;

/**
 * The first HLS playlist the real flow requests: the title's or channel's stream, the floor's source. A pre-roll
 * (watch=1) shows the first frame and holds the title back until it ends, so this waits past the ad rather than
 * stopping at the first frame as a timed start does.
 */
async function findStream(context, flow) {
  const page = await context.newPage();
  const isPlaylist = (request) => /\.m3u8(\?|$)/.test(request.url());
  // A content page may already play a trailer before the click: its playlists are not the title's.
  const beforeClick = new Set();
  const onRequest = (request) => {
    if (isPlaylist(request)) beforeClick.add(request.url());
  };
  page.on('request', onRequest);
  try {
    await page.goto(flow.url);
    const trigger = page.locator(flow.trigger).first();
    await trigger.waitFor();
    page.off('request', onRequest);
    const playlist = page.waitForRequest((request) => isPlaylist(request) && !beforeClick.has(request.url()), {
      timeout: STREAM_TIMEOUT_MS,
    });
    await trigger.click();
    return (await playlist).url();
  } catch (error) {
    throw new Error(`${flow.url}: the player requested no HLS playlist (${error.message})`);
  } finally {
    await page.close();
  }
}

const loadAverage = () => loadavg().map((load) => load.toFixed(1)).join(' ');

async function main() {
  console.log(`load average at the start: ${loadAverage()}`);
  if (!hasProductionBuild())
    throw new Error(`no production build in ${process.env.NEXT_DIST_DIR || '.next'}: build first`);
  const dataDir = path.join(ROOT, '.data', `bench-${PLATFORM_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  delete process.env.PLATFORM_API_URL;
  const platform = await startPlatformIfNeeded({
    port: PLATFORM_PORT,
    webPort: WEB_PORT,
    databasePath: path.join(dataDir, 'platform.sqlite'),
  });
  children.push(platform.child);
  const webUrl = `http://localhost:${WEB_PORT}`;
  // server.mjs, the production server (`npm start`), as the end-to-end run and bench-ssr start it.
  const serverArgs =
    SERVER === 'next'
      ? [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(WEB_PORT)]
      : [path.join(ROOT, 'server.mjs'), '-p', String(WEB_PORT)];
  console.log(`server: ${SERVER}, ${STARTS} starts a series, modes ${MODES.join(' ')}`);
  const web = startProcess(process.execPath, serverArgs, {
    env: { PLATFORM_API_URL: platform.url, ENABLE_TEST_PAGES: '1' },
    name: 'web',
  });
  children.push(web);
  await waitForUrl(`${webUrl}/api/keepalive`, { child: web });

  browser = await chromium.launch({
    executablePath: ensureChromium(),
    // The floor page is served by the browser itself (route.fulfill), which Chromium counts as outside loopback: its
    // Local Network Access checks would refuse the stream on the loopback platform that the app's pages reach.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
  const signedInContext = async () => {
    const context = await browser.newContext({ baseURL: webUrl });
    await context.addCookies([{ name: HOLD_PROMPTS_COOKIE, value: '1', url: webUrl }]);
    const login = await context.request.post('/api/v2/auth/login', { data: { login: 'demo', password: 'demo123' } });
    if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
    return context;
  };
  const summary = (target, mode, starts) => {
    const times = starts.map((start) => start.ms);
    const long = starts.map((start) => start.longFrames);
    return (
      `click-to-first-frame (${target}, ${mode}): median ${median(times).toFixed(0)} ms, 95th percentile ` +
      `${percentile(times, 0.95).toFixed(0)} ms over ${STARTS} starts; long frames (> ${LONG_FRAME_MS} ms) a start: ` +
      `median ${median(long)}, most ${Math.max(...long)}, longest ${Math.max(...starts.map((s) => s.longestMs)).toFixed(0)} ms; ` +
      `playback error reports: ${starts.reduce((sum, start) => sum + start.errorReports.length, 0)}` +
      starts.flatMap((start) => start.errorReports).slice(0, 3).map((report) => `\n    ${report}`).join('')
    );
  };
  const report = (target, mode, index, start) => {
    console.log(
      `${target} ${mode} start ${String(index + 1).padStart(2)}: ${start.ms.toFixed(0)} ms, ${start.longFrames} long frame(s), ${start.errorReports.length} error report(s)`,
    );
    if (TRACE) for (const request of start.requests) console.log(`    ${request.start}-${request.end} ms ${request.name}`);
  };
  const results = [];
  for (const target of TARGETS) {
    const flow = flowOf(target);
    const cold = [];
    for (let index = 0; MODES.includes('cold') && index < STARTS; index += 1) {
      const context = await signedInContext();
      try {
        cold.push(await measureStart(context, flow));
      } finally {
        await context.close();
      }
      report(target, 'cold', index, cold[index]);
    }
    const context = await signedInContext();
    await measureStart(context, flow);
    const stream = await findStream(context, flow);
    // The address is bound to the browser it was handed to (its media cookie): the floor plays as that browser.
    const cookies = await context.cookies();
    const warm = [];
    for (let index = 0; MODES.includes('warm') && index < STARTS; index += 1) {
      warm.push(await measureStart(context, flow));
      report(target, 'warm', index, warm[index]);
    }
    await context.close();

    const floorFlow = { url: `${FLOOR_PATH}?for=${encodeURIComponent(target)}`, trigger: '#start' };
    const floorContext = async () => {
      const floor = await browser.newContext({ baseURL: webUrl });
      await floor.addCookies(cookies);
      await floor.route(`${webUrl}${FLOOR_PATH}*`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: floorPage(stream) }),
      );
      return floor;
    };
    const floorCold = [];
    for (let index = 0; MODES.includes('cold') && index < STARTS; index += 1) {
      const floor = await floorContext();
      try {
        floorCold.push(await measureStart(floor, floorFlow));
      } finally {
        await floor.close();
      }
      report(`${target} floor`, 'cold', index, floorCold[index]);
    }
    const floorWarm = [];
    if (MODES.includes('warm')) {
      const floor = await floorContext();
      await measureStart(floor, floorFlow);
      for (let index = 0; index < STARTS; index += 1) {
        floorWarm.push(await measureStart(floor, floorFlow));
        report(`${target} floor`, 'warm', index, floorWarm[index]);
      }
      await floor.close();
    }
    const ratio = (starts, floors) => (median(starts.map((s) => s.ms)) / median(floors.map((s) => s.ms))).toFixed(2);
    if (MODES.includes('cold'))
      results.push(
        summary(target, 'cold: fresh context', cold),
        summary(`${target} floor: bare hls.js, ${stream.replace(/^https?:\/\/[^/]+/, '')}`, 'cold', floorCold),
        `  cold ratio to the floor: ${ratio(cold, floorCold)}x (budget 2x)`,
      );
    if (MODES.includes('warm'))
      results.push(
        summary(target, 'warm: same context', warm),
        summary(`${target} floor: bare hls.js`, 'warm', floorWarm),
        `  warm ratio to the floor: ${ratio(warm, floorWarm)}x (budget 2x)`,
      );
  }
  for (const line of results) console.log(line);
  console.log(`load average at the end: ${loadAverage()}`);
}

try {
  await main();
} catch (error) {
  console.error(`benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await Promise.all(children.map(stopProcess));
}
