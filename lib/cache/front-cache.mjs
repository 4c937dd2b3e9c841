/**
 * Stored pages answered in front of Next (issue 32, "cached pages at proxy-like cost"). A page served from the page
 * cache still cost 4 to 7.5 ms of CPU through Next's router, the request gate (middleware.ts) and the render
 * pipeline; at 100 connections that put the p99 of the public pages past a second. Here server.mjs answers a request
 * it has seen answered before with the same answer: the headers Next sent and the entry's kept compressed copy
 * (lib/cache/page-compression.mjs), without asking Next, while that answer is provably still the one Next would give.
 *
 * An answer is kept (made once by Next, then replayed) only when everything that could tell two such requests apart is
 * the same and Next's answer was the same for every visitor:
 * - the request: GET, a page address, no Cookie header at all (a session, a chosen language, the geo lock, the
 *   partner, the debug switches: the request gate and the channel pages read cookies, and a signed-in viewer's
 *   page is never this one), the same address and query, the encoding picked from Accept-Encoding, and every other
 *   header byte for byte (User-Agent and Accept-Language decide the gate's redirects, `rsc` and `next-*` Next's
 *   flight answers), except IGNORED_HEADERS;
 * - the answer: 200, HTML, `x-nextjs-cache: HIT` (a stored page Next judged fresh) or `STALE` (see below), no
 *   Set-Cookie, sent as the kept copy of a named entry (ENTRY_HEADER) whose lifetime the cache handler noted
 *   (noteEntryFreshness).
 * It is replayed while all of these hold:
 * - the revalidation count (lib/cache/stale-tags.mjs: this process's, or the one in Redis every server shares) is the
 *   one read before Next made the answer: any revalidation by tag or path, on any server, ends every kept answer;
 * - the entry is within its lifetime (Next would call it STALE and regenerate it after), or, for a STALE answer, for
 *   STALE_REPLAY_MS: while Next renders the page again it answers every request with that same stored entry, so one
 *   request a second asks Next, the rest get what it would give them. Each page goes stale every few minutes, and
 *   when every request went to Next until the new page was stored and MAX_AGE_MS after, a 100-connection run over
 *   pages just gone stale answered 1,721 of them through Next and had a p99 of 872 ms (bench-ssr part 4);
 * - the answer is younger than MAX_AGE_MS (plus REFRESH_GRACE_MS while it is asked again): what the request gate
 *   reads outside the request (the menu's redirects, refreshed every 30 s) reaches kept answers within that;
 * - the compressed copy is still kept.
 * Otherwise the request goes to Next as before, and its answer may be kept anew.
 */
import { isPageAddress } from '../ops/render-admission.mjs';
import { keptCopy, preferredEncoding, sentCopyKey } from './page-compression.mjs';

/**
 * Request headers left out of the comparison: per connection or per request by nature, and read by nothing that
 * shapes a page answer (the app reads the client's address only for the auth-only session check and the gateway;
 * Next reads Referer, Cache-Control and Pragma only in development). Accept-Encoding counts as the encoding it picks.
 */
export const IGNORED_HEADERS = new Set([
  'x-request-id',
  'connection',
  'keep-alive',
  'accept-encoding',
  'referer',
  'cache-control',
  'pragma',
  'priority',
  'x-forwarded-for',
  'x-real-ip',
]);
/** Answer headers that are the connection's or this answer's own: Node writes them again for each. */
const OWN_ANSWER_HEADERS = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
/** How long an answer is replayed before Next is asked again (see above). */
export const MAX_AGE_MS = 5_000;
/** How long Next's STALE answer (the stored page, answered while Next renders it again) is replayed. */
export const STALE_REPLAY_MS = 1_000;
/** How long past MAX_AGE_MS an answer is replayed while one request asks Next again. */
const REFRESH_GRACE_MS = 1_000;
/** The longest a request waits for another with the same key to be answered by Next, before it goes to Next itself. */
const LEAD_WAIT_MS = 2_000;
/** Kept answers (headers only: the bodies are page-compression's copies), least recently used first out. */
const MAX_ANSWERS = 2_000;
/** Entry lifetimes remembered: far more than the pages a catalogue has in all languages. */
const MAX_ENTRIES = 20_000;
const SHARED = Symbol.for('tv-web.front-cache');

/** What cache-handler.mjs tells this layer (it runs where Next loads it): entry lifetimes and the revalidation count. */
function shared() {
  globalThis[SHARED] ??= { freshUntil: new Map(), revalidationCount: null };
  return globalThis[SHARED];
}

/** A named entry (ENTRY_HEADER) handed to Next, fresh until `freshUntil` (ms since the epoch; Infinity: no lifetime). */
export function noteEntryFreshness(name, freshUntil) {
  const { freshUntil: entries } = shared();
  entries.delete(name);
  entries.set(name, freshUntil);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
}

/** The page cache's revalidation count: `read()` answers a number, or a promise of one read after the call. */
export function installRevalidationCount(read) {
  shared().revalidationCount = read;
}

/** The encoding a request may be answered in from a kept answer, or null when it must go to Next. */
function keptEncoding(req) {
  if (req.method !== 'GET' || req.headers.cookie !== undefined || !isPageAddress(req)) return null;
  return preferredEncoding(req.headers['accept-encoding']);
}

/** Everything of a request that could change its answer (see above), as one string. */
export function requestKey(req, encoding) {
  const parts = [req.url, encoding];
  for (const name of Object.keys(req.headers).sort()) {
    if (!IGNORED_HEADERS.has(name)) parts.push(name, String(req.headers[name]));
  }
  return parts.join('\0');
}

/** The answer Next just finished, as kept, or null when it is not one to replay. */
function keptAnswer(res, encoding, count, now) {
  const state = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase();
  if (res.statusCode !== 200 || (state !== 'HIT' && state !== 'STALE')) return null;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html') || res.hasHeader('set-cookie')) return null;
  const copyKey = sentCopyKey(res);
  if (!copyKey?.endsWith(`:${encoding}`)) return null;
  const headers = Object.entries(res.getHeaders()).filter(([name]) => !OWN_ANSWER_HEADERS.has(name));
  if (state === 'STALE') return { count, freshUntil: now + STALE_REPLAY_MS, replayUntil: now + STALE_REPLAY_MS, copyKey, headers };
  const freshUntil = shared().freshUntil.get(copyKey.slice(0, -encoding.length - 1)) ?? 0;
  if (freshUntil <= now) return null;
  return { count, freshUntil, replayUntil: now + MAX_AGE_MS, copyKey, headers };
}

/**
 * The layer server.mjs puts in front of Next: `serve(req, res, next)` answers from a kept answer, or hands the request
 * to `next` (keeping its answer when it is one to replay). Requests that could share an answer and arrive while one of
 * them is with Next wait for it (at most LEAD_WAIT_MS), as Next's response cache has them wait for one cache read: a
 * hundred visitors of a page whose answer is not kept yet cost one pass through Next, not a hundred. An answer past
 * MAX_AGE_MS is replayed for at most REFRESH_GRACE_MS more while the request that refreshes it is with Next.
 * `copies` and `now` are for tests.
 */
export function createFrontCache({ copies = keptCopy, now = Date.now, maxAnswers = MAX_ANSWERS } = {}) {
  const answers = new Map();
  /** Requests with Next whose answer may be kept, by request key: the requests waiting for it. */
  const leaders = new Map();

  function replay(res, kept, body) {
    for (const [name, value] of kept.headers) res.setHeader(name, value);
    res.setHeader('content-length', body.length);
    res.statusCode = 200;
    res.end(body);
  }

  /** Hands the request to Next, keeps its answer if it is one to replay, then lets the waiting requests go on. */
  function lead(key, req, res, next, encoding, count) {
    const waiting = [];
    leaders.set(key, waiting);
    const release = () => {
      if (leaders.get(key) !== waiting) return;
      leaders.delete(key);
      for (const resume of waiting.splice(0)) resume();
    };
    const timer = setTimeout(release, LEAD_WAIT_MS);
    timer.unref();
    res.once('close', () => {
      clearTimeout(timer);
      if (res.writableFinished) {
        const time = now();
        // An answer not to replay (a 404, a fresh render, a cookie set) sends the key's next requests on to Next
        // without waiting for one another, until it is asked again after MAX_AGE_MS.
        const answer = keptAnswer(res, encoding, count, time) ?? { passUntil: time + MAX_AGE_MS };
        answers.delete(key);
        answers.set(key, answer);
        if (answers.size > maxAnswers) answers.delete(answers.keys().next().value);
      }
      release();
    });
    next(req, res);
  }

  function answerOrPass(req, res, next, encoding, count, mayWait) {
    const key = requestKey(req, encoding);
    const kept = answers.get(key);
    const leader = leaders.get(key);
    const time = now();
    if (kept?.passUntil > time) return next(req, res);
    const replayable =
      kept?.copyKey && kept.count === count && kept.freshUntil > time && (kept.replayUntil > time || (leader && kept.replayUntil + REFRESH_GRACE_MS > time));
    const body = replayable ? copies(kept.copyKey) : undefined;
    if (body) {
      answers.delete(key);
      answers.set(key, kept);
      return replay(res, kept, body);
    }
    if (leader && mayWait) return leader.push(() => answerOrPass(req, res, next, encoding, count, false));
    if (leader) return next(req, res);
    lead(key, req, res, next, encoding, count);
  }

  return function serve(req, res, next) {
    const encoding = keptEncoding(req);
    const readCount = shared().revalidationCount;
    if (!encoding || !readCount) return next(req, res);
    let count;
    try {
      count = readCount();
    } catch {
      return next(req, res);
    }
    if (typeof count === 'number') return answerOrPass(req, res, next, encoding, count, true);
    // Redis: a count that cannot be read keeps nothing and replays nothing.
    count.then(
      (read) => answerOrPass(req, res, next, encoding, read, true),
      () => next(req, res),
    );
  };
}
