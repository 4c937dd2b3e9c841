/**
 * Server-rendering benchmark of the public pages (issue 21), in one run against a production build:
 * 1. warm req/s of /robots.txt (the floor: a tiny route) and of one address per public page type, each with its
 *    ratio to /robots.txt;
 * 2. a load run: 100 connections for 60 s over the public pages (req/s, p50, p99, errors, timeouts) with the web
 *    server's resident memory before and after (after a pause, so what stays is what is kept), and the answers the
 *    server itself timed over 1 s (scripts/bench-ssr-probe.mjs, preloaded into it), beside its floor: /robots.txt at
 *    the same 100 connections just before (what the machine and the server's cheapest answer cost at that load);
 * 3. 10,000 requests to distinct addresses (random query text on a row page, unknown slugs, unknown one-segment
 *    addresses): resident memory at the start, after every 2,000, at its peak (sampled every 250 ms) and at the end,
 *    against its bound (peak and end under 2 times the start, and levelled off: the last 2,000 add under 10 %);
 * 4. dynamic pages beside cached ones (issue 32): warm req/s of `/search?q=river` beside /robots.txt (target: half of
 *    it), then three runs of 100 connections for MIXED_SECONDS each: /robots.txt alone (the floor), the public pages
 *    alone, and the public pages with searches (a few queries, one of them new on every turn), unknown addresses and
 *    gateway calls of a signed-in viewer among them (targets: no errors or timeouts, p99 within 1 s; 503s of the render
 *    queue are counted apart);
 * 5. the gateway (issue 32): `GET /api/v2/users/self` with a signed-in session cookie (the demo account), 10
 *    connections for 5 s, beside the platform answering `/v2/users/self` with the same token directly (the floor):
 *    req/s, p50, p99, their ratio and difference, and the CPU each process spent per answer (steadier than req/s on a
 *    shared machine: the gateway's own cost is the web server's CPU per call).
 * Starts its own platform and the production server (server.mjs, what `npm start` runs) from the build in
 * NEXT_DIST_DIR (default .next; run `next build` first); BENCH_SERVER=next-start measures bare `next start` instead.
 * Ports: BENCH_WEB_PORT and BENCH_PLATFORM_PORT (defaults 3300 and 3301). BENCH_SECONDS shortens every run (smoke);
 * BENCH_PARTS picks parts (e.g. `1,2`: the memory run alone takes half an hour on a loaded machine);
 * BENCH_WEB_NODE_OPTIONS goes to the web server only (e.g. --max-old-space-size=512; Node refuses --cpu-prof there:
 * profile with `node --cpu-prof server.mjs`).
 * The load average is printed at the start, the end and beside every figure: the machine may be shared, and figures are
 * only comparable as ratios within one run. The web server's output (a JSON log line per request) goes to a file, as
 * a deployment's goes to its log collector: the server pays for writing it, no process on these cores reads it.
 * Every request (the /robots.txt floor included) carries the Accept-Encoding a browser sends (Chromium's
 * `gzip, deflate, br, zstd`), so the server compresses what it would compress for a real visitor; the figures
 * include that work, and the output prints the header used and the bytes each answer took on the wire.
 * BENCH_ACCEPT_ENCODING overrides it (`identity`: uncompressed answers, as a client without the header gets).
 */
import { closeSync, openSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, nextBin, startPlatformIfNeeded, startProcess, stopAllOnSignal, stopProcess, waitForUrl } from './processes.mjs';

const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3300);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 3301);
const SHORT = process.env.BENCH_SECONDS ? Number(process.env.BENCH_SECONDS) : null;
const PAGE_SECONDS = SHORT ?? 8;
const LOAD_SECONDS = SHORT ?? 60;
const MIXED_SECONDS = SHORT ?? 20;
/** The searches of part 4: a warm query, a few others, and (SEARCH_NEW) one never asked before on every request. */
const SEARCH_QUERIES = ['river', 'night', 'love', 'city'];
const SEARCH_NEW = Symbol('a new query');
const UNKNOWN_ADDRESSES = ['/no-such-page', '/old/link/gone', '/wp-login', '/nothing-here-either'];
/** What a signed-in viewer's browser asks the gateway for while browsing (part 4's mix). */
const GATEWAY_CALLS = ['/api/v2/users/self', '/api/v2/users/self/favorites'];
/** BENCH_DISTINCT_REQUESTS: fewer distinct addresses (a multiple of 5) when the machine is too loaded for 10,000. */
const DISTINCT_REQUESTS = Number(process.env.BENCH_DISTINCT_REQUESTS ?? (SHORT ? 1000 : 10_000));
/**
 * BENCH_PARTS: which parts run (1: pages, 2: load, 3: distinct addresses, 4: search and mixed, 5: gateway); the floor
 * is measured always.
 */
const PARTS = new Set((process.env.BENCH_PARTS ?? '1,2,3,4,5').split(',').map((part) => Number(part.trim())));
/**
 * An address, not a name: Node looks a name up for every new connection on the libuv thread pool, and on this loaded
 * machine those lookups held the first request of the load run's 100 new connections for seconds (a client cost).
 */
const origin = `http://127.0.0.1:${WEB_PORT}`;
/** What Chromium sends with a page request (the server picks what it supports: gzip for Next's own compression). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? BROWSER_ACCEPT_ENCODING;
const requestHeaders = { 'accept-encoding': ACCEPT_ENCODING };

/** One address per public page type, the first of each kind the sitemap lists (fixed ones where it has none). */
async function publicPages() {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  let locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (locs.some((loc) => loc.startsWith('/sitemaps/'))) {
    const parts = await Promise.all(locs.map(async (loc) => (await fetch(`${origin}${loc}`)).text()));
    locs = parts.flatMap((part) => [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
  }
  // Rows, rowsets, catalogues and episodes are not in the sitemap: the first one the home page or a title links to.
  const linked = async (page, pattern) => (await (await fetch(`${origin}${page}`)).text()).match(pattern)?.[1];
  const home = ['/row/', '/rowset/', '/catalog/'].map((kind) => new RegExp(`href="(${kind}[^"?#]+)"`));
  for (const pattern of home) {
    const found = await linked('/', pattern);
    if (found) locs.push(found);
  }
  for (const content of locs.filter((loc) => loc.startsWith('/contents/')).slice(0, 20)) {
    const episode = await linked(content, /href="(\/episodes\/[^"?#]+)"/);
    if (episode) {
      locs.push(episode);
      break;
    }
  }
  const kinds = ['/contents/', '/episodes/', '/persons/', '/packets/', '/channels/', '/rowset/', '/row/', '/catalog/', '/news/'];
  const pages = ['/'];
  for (const kind of kinds) {
    const first = locs.find((loc) => loc.startsWith(kind));
    if (first) pages.push(first);
  }
  for (const fixed of ['/channels', '/packets', '/news', '/faq', '/agreement', '/privacy']) {
    if (!pages.includes(fixed)) pages.push(fixed);
  }
  // Another language's address of a title and of the channel list: the same cache, by their own URL (issue 33).
  const title = pages.find((page) => page.startsWith('/contents/'));
  pages.push(...(title ? [`/kk${title}`] : []), '/kk/channels');
  // Only pages this provider has (a page answering 404 here would be measured as errors).
  const answering = [];
  for (const page of pages) if ((await fetch(`${origin}${page}`)).ok) answering.push(page);
  return answering;
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, headers: requestHeaders, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS_PER_SECOND = 100;

function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function residentMb(pid) {
  // next start forks its server: add up the resident memory of the process and its children.
  let kb = 0;
  for (const id of [pid, ...childPids(pid)]) {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

/** CPU time (ms) the web server and its children have used: per answer, it is steady where req/s follow the load. */
function serverCpuMs(pid) {
  let ticks = 0;
  for (const id of [pid, ...childPids(pid)]) {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The kernel's TCP counters (all of this machine's connections): a loopback segment dropped (receive queue pruned,
 * a window shut) is sent again after a timer that doubles each time, seconds later, with no sign of it in the server.
 */
const TCP_COUNTERS = ['PruneCalled', 'TCPTimeouts', 'TCPToZeroWindowAdv', 'TCPLossProbes', 'ListenDrops', 'TCPSynRetrans'];
function tcpCounters() {
  const counters = {};
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    for (let i = 0; i + 1 < lines.length; i += 2) {
      const names = lines[i].split(' ');
      const values = lines[i + 1].split(' ');
      if (names[0] !== 'TcpExt:') continue;
      names.forEach((name, index) => TCP_COUNTERS.includes(name) && (counters[name] = Number(values[index])));
    }
  } catch {
    // not Linux
  }
  return counters;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => loadavg()[0].toFixed(1);
const errorsOf = (result) => result.errors + result.non2xx;

/** The floor of a 100-connection run: the server's cheapest answer at the same load, for `seconds`. */
async function floorAt100(seconds) {
  const result = await cannon({ url: `${origin}/robots.txt`, connections: 100, duration: seconds });
  return { result, load: loadAverage() };
}

const loadRow = (name, result, load) =>
  `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ` +
  `${result.errors} (${result.non2xx}) | ${result.timeouts} | ${load} |`;

/** Empties the probe log and reads the TCP counters: what reportSlowAnswers reports from. */
function openSlowAnswerWindow() {
  writeFileSync(probeLog, '');
  return tcpCounters();
}

/**
 * 100 connections over the public pages for `seconds`, and how each page was answered from the page cache
 * (x-nextjs-cache state, then page, then count), with a slow-answer window opened just before.
 */
async function publicPagesAt100(pages, seconds) {
  const tcpBefore = openSlowAnswerWindow();
  const cacheStates = {};
  const result = await cannon({
    url: origin,
    connections: 100,
    duration: seconds,
    requests: pages.map((page) => ({
      method: 'GET',
      path: page,
      onResponse: (_status, _body, _context, headers) => {
        const state = headers['x-nextjs-cache'] ?? 'none';
        cacheStates[state] ??= {};
        cacheStates[state][page] = (cacheStates[state][page] ?? 0) + 1;
      },
    })),
  });
  return { result, cacheStates, tcpBefore };
}

const answersOf = (byPage) => Object.values(byPage).reduce((sum, count) => sum + count, 0);

/**
 * What the server saw of its slow answers since openSlowAnswerWindow (scripts/bench-ssr-probe.mjs), and the
 * machine's TCP counters since `tcpBefore`: a client timeout with no slow answer here waited outside the server's
 * handler (a connection the listen queue dropped, a retransmission).
 */
function reportSlowAnswers(tcpBefore) {
  const slow = readFileSync(probeLog, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  slow.sort((a, b) => b.ms - a.ms);
  const slowMs = process.env.BENCH_PROBE_SLOW_MS ?? 1000;
  console.log(`answers over ${slowMs} ms as the server timed them: ${slow.length}${slow.length ? ', slowest:' : ''}`);
  for (const line of slow.slice(0, 5)) console.log(`  ${JSON.stringify(line)}`);
  const tcpAfter = tcpCounters();
  console.log(`TCP counters during the run (whole machine): ${TCP_COUNTERS.map((name) => `${name} +${(tcpAfter[name] ?? 0) - (tcpBefore[name] ?? 0)}`).join(', ')}`);
}

/** Part 2: 100 connections over the public pages; how each was answered from the page cache (x-nextjs-cache). */
async function loadRun(pages) {
  console.log(`\n2. Load: 100 connections for ${LOAD_SECONDS} s over ${pages.length} public pages, beside /robots.txt alone\n`);
  await sleep(3000);
  const floor = await floorAt100(Math.min(LOAD_SECONDS, 15));
  await sleep(3000);
  const before = residentMb(web.pid);
  const { result: load, cacheStates, tcpBefore } = await publicPagesAt100(pages, LOAD_SECONDS);
  const loadAtEnd = loadAverage();
  await sleep(10_000);
  const after = residentMb(web.pid);
  console.log('| run | req/s | p50 ms | p99 ms | max ms | errors (non-2xx) | timeouts | load average |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(loadRow('/robots.txt (floor)', floor.result, floor.load));
  console.log(loadRow('public pages', load, loadAtEnd));
  console.log(`RSS before ${before} MB, 10 s after ${after} MB`);
  for (const [state, byPage] of Object.entries(cacheStates)) {
    const total = answersOf(byPage);
    const detail = state === 'HIT' ? '' : ` (${Object.entries(byPage).map(([page, count]) => `${page} ${count}`).join(', ')})`;
    console.log(`x-nextjs-cache ${state}: ${total}${detail}`);
  }
  reportSlowAnswers(tcpBefore);
}

/** Part 4: search beside the floor, then search and unknown addresses among the public pages at 100 connections. */
async function searchRun(pages, measure, session) {
  console.log(`\n4. Search beside /robots.txt (20 connections, ${PAGE_SECONDS} s each), then mixed\n`);
  const searchPage = `/search?q=${SEARCH_QUERIES[0]}`;
  for (let i = 0; i < 3; i += 1) await fetch(`${origin}${searchPage}`).then((response) => response.text());
  const floor = await measure('/robots.txt');
  const search = await measure(searchPage);
  console.log('| page | req/s | /robots.txt just before | share (target 50 %) | p50 ms | p99 ms | non-2xx | errors | load average |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${searchPage} | ${Math.round(search.requests.average)} | ${Math.round(floor.requests.average)} | ` +
      `${((100 * search.requests.average) / floor.requests.average).toFixed(1)} % | ${search.latency.p50} | ${search.latency.p99} | ` +
      `${search.non2xx} | ${search.errors} | ${loadAverage()} |`,
  );

  const mix = [
    ...pages,
    ...SEARCH_QUERIES.map((query) => `/search?q=${query}`),
    SEARCH_NEW,
    ...UNKNOWN_ADDRESSES,
    ...GATEWAY_CALLS,
  ];
  console.log(
    `\nMixed: 100 connections for ${MIXED_SECONDS} s each: /robots.txt alone (floor), the ${pages.length} public pages alone, ` +
      `then with ${SEARCH_QUERIES.length} searches, a new search each turn, ${UNKNOWN_ADDRESSES.length} unknown addresses and ` +
      `${GATEWAY_CALLS.length} gateway calls of a signed-in viewer among them\n`,
  );
  await sleep(3000);
  const floorRun = await floorAt100(MIXED_SECONDS);
  await sleep(3000);
  const alone = await publicPagesAt100(pages, MIXED_SECONDS);
  const pagesAlone = alone.result;
  const pagesLoad = loadAverage();
  const aloneStates = Object.fromEntries(Object.entries(alone.cacheStates).map(([state, byPage]) => [state, answersOf(byPage)]));
  console.log(`public pages alone, x-nextjs-cache: ${JSON.stringify(aloneStates)}`);
  reportSlowAnswers(alone.tcpBefore);
  await sleep(3000);
  const mixedTcp = openSlowAnswerWindow();
  const statuses = {};
  const kindOf = (entry) =>
    entry === SEARCH_NEW ? 'new search' : entry.startsWith('/search') ? 'search' : entry.startsWith('/api/') ? 'gateway' : UNKNOWN_ADDRESSES.includes(entry) ? 'unknown address' : 'public page';
  /** Each answer's time and status by kind of address (a connection has one request in flight: its context holds when it went). */
  const times = {};
  const kindStatuses = {};
  let turn = 0;
  const load = await cannon({
    url: origin,
    connections: 100,
    duration: MIXED_SECONDS,
    requests: [
      {
        setupRequest: (request, context) => {
          const next = mix[turn % mix.length];
          turn += 1;
          request.path = next === SEARCH_NEW ? `/search?q=new-${turn}-${Math.random().toString(36).slice(2, 8)}` : next;
          request.headers = next === SEARCH_NEW || !next.startsWith('/api/') ? requestHeaders : { ...requestHeaders, cookie: session.cookie };
          context.kind = kindOf(next);
          context.sentAt = performance.now();
          return request;
        },
        onResponse: (status, _body, context, headers) => {
          const key = status === 503 ? `503 (Retry-After ${headers['retry-after'] ?? 'none'})` : String(status);
          statuses[key] = (statuses[key] ?? 0) + 1;
          (times[context.kind] ??= []).push(performance.now() - context.sentAt);
          const byStatus = (kindStatuses[context.kind] ??= {});
          byStatus[status] = (byStatus[status] ?? 0) + 1;
        },
      },
    ],
  });
  console.log('| run | req/s | p50 ms | p99 ms (target 1000) | max ms | errors (non-2xx) (target 0 errors) | timeouts | load average |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(loadRow('/robots.txt (floor)', floorRun.result, floorRun.load));
  console.log(loadRow('public pages alone', pagesAlone, pagesLoad));
  console.log(loadRow('public pages, searches, unknown addresses, gateway', load, loadAverage()));
  console.log(`statuses of the mixed run: ${JSON.stringify(statuses)}`);
  reportSlowAnswers(mixedTcp);
  console.log('\n| mixed run by kind | answers | p50 ms | p99 ms | max ms | statuses |\n|---|---|---|---|---|---|');
  for (const [kind, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    const at = (share) => Math.round(list[Math.min(list.length - 1, Math.floor(share * list.length))]);
    console.log(`| ${kind} | ${list.length} | ${at(0.5)} | ${at(0.99)} | ${Math.round(list[list.length - 1])} | ${JSON.stringify(kindStatuses[kind])} |`);
  }
}

/** Part 3: distinct addresses, memory sampled after each fifth. */
async function distinctRun() {
  console.log(`\n3. ${DISTINCT_REQUESTS} distinct addresses (random row query text, unknown slugs, /{random}), 10 connections\n`);
  await sleep(3000);
  const start = residentMb(web.pid);
  const samples = [`start ${start} MB`];
  const batch = DISTINCT_REQUESTS / 5;
  let sent = 0;
  const statuses = {};
  let distinctTimeouts = 0;
  const rounds = [];
  // The bound is on the peak, not only on the samples between batches: RSS sampled every 250 ms through the run.
  let peak = { mb: start, sent: 0 };
  const sampler = setInterval(() => {
    const now = residentMb(web.pid);
    if (now > peak.mb) peak = { mb: now, sent };
  }, 250);
  for (let round = 0; round < 5; round += 1) {
    const result = await cannon({
      url: origin,
      connections: 10,
      amount: batch,
      requests: [
        {
          setupRequest: (request) => {
            sent += 1;
            const random = Math.random().toString(36).slice(2);
            const kind = sent % 3;
            request.path = kind === 0 ? `/row/new?text=${random}` : kind === 1 ? `/contents/no-such-title-${random}` : `/${random}`;
            return request;
          },
        },
      ],
    });
    for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = (statuses[code] ?? 0) + count.count;
    distinctTimeouts += result.timeouts;
    rounds.push(residentMb(web.pid));
    samples.push(`${(round + 1) * batch}: ${rounds[round]} MB`);
    console.log(`  ${(round + 1) * batch} sent: ${rounds[round]} MB (load ${loadavg()[0].toFixed(1)})`);
  }
  clearInterval(sampler);
  await sleep(10_000);
  const end = residentMb(web.pid);
  samples.push(`10 s later ${end} MB`);
  const lastBatchGrowth = (rounds[rounds.length - 1] - rounds[rounds.length - 2]) / rounds[rounds.length - 2];
  console.log(`RSS: ${samples.join(', ')}; statuses ${JSON.stringify(statuses)}`);
  console.log(
    '| RSS start | RSS peak (after) | peak/start (bound 2.00) | RSS end | end/start (bound 2.00) | last batch adds (bound 10 %) | timeouts |\n' +
      '|---|---|---|---|---|---|---|',
  );
  console.log(
    `| ${start} MB | ${peak.mb} MB (${peak.sent}) | ${(peak.mb / start).toFixed(2)} | ${end} MB | ${(end / start).toFixed(2)} | ` +
      `${(100 * lastBatchGrowth).toFixed(1)} % | ${distinctTimeouts} |`,
  );
}

/** The demo account (README "Quick start"); its session cookies as the gateway sets them, and its token. */
async function signedInSession() {
  const answer = await fetch(`${origin}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ login: 'demo', password: 'demo123' }),
  });
  if (!answer.ok) throw new Error(`demo sign-in answered ${answer.status}`);
  const pairs = answer.headers.getSetCookie().map((value) => value.split(';')[0]).filter((pair) => !pair.endsWith('='));
  const token = decodeURIComponent(pairs.find((pair) => pair.startsWith('tv_token='))?.slice('tv_token='.length) ?? '');
  return { cookie: pairs.join('; '), token };
}

/** Part 5: the gateway's cost, as its share of the platform's own req/s and the time it adds at p50 and p99. */
async function gatewayRun({ cookie, token }) {
  const seconds = SHORT ?? 5;
  console.log(`\n5. Gateway: GET /users/self with a signed-in session, 10 connections, ${seconds} s each\n`);
  // The server's CPU is counted per call: the renders and collections a part before left running finish first.
  await sleep(5000);
  // A platform this run did not start (PLATFORM_API_URL) has no CPU figure here.
  const platformCpuMs = () => (platform.child ? serverCpuMs(platform.child.pid) : NaN);
  const run = async (url, headers = {}) => {
    const cpuBefore = { web: serverCpuMs(web.pid), platform: platformCpuMs() };
    const result = await cannon({ url, connections: 10, duration: seconds, headers: { ...requestHeaders, ...headers } });
    const answers = Math.max(1, result.requests.total);
    const cpu = { web: (serverCpuMs(web.pid) - cpuBefore.web) / answers, platform: (platformCpuMs() - cpuBefore.platform) / answers };
    return { ...result, cpu, load: loadAverage() };
  };
  const direct = await run(`${platform.url}/v2/users/self?access_token=${encodeURIComponent(token)}`);
  const gateway = await run(`${origin}/api/v2/users/self`, { cookie });
  console.log('| run | req/s | p50 ms | p99 ms | errors (non-2xx) | CPU ms per answer: web server | platform | load average |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, result] of [['platform /v2/users/self (floor)', direct], ['gateway /api/v2/users/self', gateway]]) {
    console.log(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} (${result.non2xx}) | ` +
        `${result.cpu.web.toFixed(2)} | ${result.cpu.platform.toFixed(2)} | ${result.load} |`,
    );
  }
  const share = (100 * gateway.requests.average) / direct.requests.average;
  console.log(
    `gateway/direct: ${share.toFixed(1)} % of req/s (target >= 50 %); added p50 ${gateway.latency.p50 - direct.latency.p50} ms ` +
      `(target <= 5 ms), added p99 ${gateway.latency.p99 - direct.latency.p99} ms; the gateway's CPU per call ` +
      `${gateway.cpu.web.toFixed(2)} ms beside the platform's ${direct.cpu.platform.toFixed(2)} ms for answering it`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-'));
const probeLog = path.join(dataDir, 'slow-answers.jsonl');
const platform = await startPlatformIfNeeded({
  port: PLATFORM_PORT,
  databasePath: path.join(dataDir, 'platform.sqlite'),
  extraEnv: { NODE_ENV: 'production' },
});
let web = null;
stopAllOnSignal(() => [web, platform.child].filter(Boolean));
const webLog = openSync(path.join(dataDir, 'web.log'), 'w');
const bareNext = process.env.BENCH_SERVER === 'next-start';
const [serverCommand, ...serverArgs] = bareNext ? [nextBin, 'start'] : [process.execPath, path.join(ROOT, 'server.mjs')];
web = startProcess(serverCommand, [...serverArgs, '-p', String(WEB_PORT)], {
  env: {
    PLATFORM_API_URL: platform.url,
    SITE_URL: process.env.SITE_URL ?? origin,
    NODE_OPTIONS: [`--import ${path.join(ROOT, 'scripts', 'bench-ssr-probe.mjs')}`, process.env.BENCH_WEB_NODE_OPTIONS].filter(Boolean).join(' '),
    BENCH_PROBE_LOG: probeLog,
  },
  name: 'web',
  stdout: webLog,
});
try {
  await waitForUrl(`${origin}/robots.txt`, { child: web });
  const pages = await publicPages();
  // Warm every page (and the language catalogue) before measuring.
  for (const page of pages) for (let i = 0; i < 3; i += 1) await fetch(`${origin}${page}`).then((response) => response.text());

  console.log(`load average at the start: ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  console.log(`server: ${bareNext ? 'next start' : 'server.mjs'}; Accept-Encoding on every request: ${ACCEPT_ENCODING}`);
  // The floor is measured in every run, whichever parts run: figures are comparable only to it.
  console.log(`\nWarm req/s, 20 connections, ${PAGE_SECONDS} s each (ratio to /robots.txt measured just before)\n`);
  /** A warm run of one address: req/s, and the server's CPU per answer. */
  const measure = async (page) => {
    const cpuBefore = serverCpuMs(web.pid);
    const result = await cannon({ url: `${origin}${page}`, connections: 20, duration: PAGE_SECONDS });
    const answers = Math.max(1, result.requests.total);
    return { ...result, cpuPerAnswer: (serverCpuMs(web.pid) - cpuBefore) / answers, kbPerAnswer: result.throughput.total / answers / 1024 };
  };
  const floor = await measure('/robots.txt');
  console.log(
    '| page | req/s | /robots.txt just before | share of /robots.txt | CPU ms per answer (/robots.txt) | share by CPU | kB per answer | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| /robots.txt | ${Math.round(floor.requests.average)} | | 100 % | ${floor.cpuPerAnswer.toFixed(2)} | 100 % | ` +
      `${floor.kbPerAnswer.toFixed(1)} | ${errorsOf(floor)} |`,
  );
  if (PARTS.has(1)) {
    // The floor is measured again before each page: the load of a shared machine moves within a run.
    for (const page of pages) {
      const pageFloor = await measure('/robots.txt');
      const result = await measure(page);
      const share = ((100 * result.requests.average) / pageFloor.requests.average).toFixed(1);
      // CPU per answer is steadier than req/s where other processes share the cores: the floor's over the page's.
      const cpuShare = ((100 * pageFloor.cpuPerAnswer) / result.cpuPerAnswer).toFixed(1);
      console.log(
        `| ${page} | ${Math.round(result.requests.average)} | ${Math.round(pageFloor.requests.average)} | ${share} % | ` +
          `${result.cpuPerAnswer.toFixed(2)} (${pageFloor.cpuPerAnswer.toFixed(2)}) | ${cpuShare} % | ${result.kbPerAnswer.toFixed(1)} | ` +
          `${errorsOf(result)} |`,
      );
    }
  }
  if (PARTS.has(2)) await loadRun(pages);
  if (PARTS.has(3)) await distinctRun();
  const session = PARTS.has(4) || PARTS.has(5) ? await signedInSession() : null;
  if (PARTS.has(4)) await searchRun(pages, measure, session);
  if (PARTS.has(5)) await gatewayRun(session);
  console.log(`load average at the end: ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
} finally {
  await stopProcess(web);
  await stopProcess(platform.child);
  closeSync(webLog);
  rmSync(dataDir, { recursive: true, force: true });
}
