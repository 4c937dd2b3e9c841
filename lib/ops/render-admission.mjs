/**
 * A bound on the pages rendered per request (issue 32). A page rendered for one request (a search never asked before,
 * a row with `text`, `library_id` or `embed`, an address under an unknown record) costs tens of milliseconds of CPU on
 * the one event loop every cached page also needs: a hundred at once made every cached page wait seconds, so a crawler
 * or a scraper could take the site down by searching. Here at most RENDER_CONCURRENCY such requests are handed to Next
 * at once; beyond it a request waits in a queue of RENDER_QUEUE_LENGTH for at most RENDER_QUEUE_WAIT_MS, and is then
 * answered a translated 503 page with Retry-After: a quick, honest answer instead of a timeout. One the renders ahead
 * of it would keep longer than that wait is answered so at once. A visitor's request for a rendering already under way
 * (the same search, asked by several at once) waits for that one instead of taking a place of its own: once it is
 * stored, they are answered from the page cache.
 *
 * Which requests are renders is known only once answered: Next marks an answer from its page cache `x-nextjs-cache:
 * HIT` (or STALE), and the page cache says when it stored the page a request rendered (notePageStored, called by
 * lib/cache/store-policy.mjs). So every page request passes through the bound until this server has answered its
 * variant (address and what picks the rendering: language, session, RSC) from the page cache once, or stored the page
 * it rendered for it; from then on it goes straight to Next, never queued. Without the second way, a variant whose
 * first answer was a render needed a second pass through the bound, which a queue kept full by new searches never gave:
 * unknown addresses were answered 503 for the whole of a mixed load run (334 of 335), never their cached 404.
 * Files, Next's assets and `/api/*` are never queued. Plain JavaScript: server.mjs loads it outside Next's compiler.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EVERY_ANSWER_HEADERS } from '../security/every-answer-headers.mjs';
import { createRenderGate } from './render-gate.mjs';

/** Seconds a refused visitor (or crawler) is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
/**
 * Defaults for a 2-core server: about 33 ms of CPU per search render, so 4 at once keep a core busy while their API
 * calls are in flight, and a full queue of 16 drains within the wait when the server is not loaded otherwise. Half a
 * second, not a whole one: under a hundred connections of cached pages a render's wall time stretches past a second,
 * and the mixed load run (bench-ssr part 4, same machine, back to back) gave p99 1,156 ms with a 1 s wait, 855 ms with
 * 500 ms, and no more refusals (446 and 414 503s).
 */
export const RENDER_ADMISSION_DEFAULTS = { concurrency: 4, queueLength: 16, queueWaitMs: 500 };
/** Variants remembered as answered from the page cache: far more than the pages a catalogue has in all languages. */
const CACHED_VARIANTS_MAX = 20_000;
/** lib/i18n/locales.ts's LOCALE_COOKIE, USER_LOCALE_COOKIE and DEFAULT_LOCALE (render-admission.test.ts keeps them equal). */
export const LOCALE_COOKIES = ['lang', 'user_lang'];
export const FALLBACK_LOCALE = 'ru';
/** lib/session/cookies.ts's TOKEN_COOKIE and PROFILE_HINT_COOKIE: they pick the channel pages' session rendering. */
export const SESSION_VARIANT_COOKIES = ['tv_token', 'tv_profile'];
const [SESSION_TOKEN_COOKIE] = SESSION_VARIANT_COOKIES;
/** Next's flight headers: an RSC answer is a rendering of its own. */
const RSC_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch'];
/**
 * The headers of Next's own prefetches (of the links on a page, of a part of a route): speculative, so they take a
 * free render place but never a place in the queue. The queue is for what a viewer asked for: a remote steering
 * along a row prefetched each card it passed, and the page then opened waited behind them until it was refused.
 */
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch'];
const PAGE_CACHE_HEADER = 'x-nextjs-cache';
/**
 * The admitted request a page cache write belongs to. On a global symbol: the page cache (cache-handler.mjs) is loaded
 * by Next, which may give it a module graph of its own.
 */
const ADMITTED_KEY = Symbol.for('tv-web.render-admission.admitted');
globalThis[ADMITTED_KEY] ??= new AsyncLocalStorage();
const admitted = globalThis[ADMITTED_KEY];

/** The page cache has stored the page (or route answer) the request being answered rendered. */
export function notePageStored() {
  admitted.getStore()?.stored();
}

function positiveInteger(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** RENDER_CONCURRENCY, RENDER_QUEUE_LENGTH (0 allowed: no queue), RENDER_QUEUE_WAIT_MS; malformed values keep the default. */
export function renderAdmissionSettingsFrom(env = process.env) {
  const queueLength = env.RENDER_QUEUE_LENGTH === '0' ? 0 : positiveInteger(env.RENDER_QUEUE_LENGTH, RENDER_ADMISSION_DEFAULTS.queueLength);
  return {
    concurrency: positiveInteger(env.RENDER_CONCURRENCY, RENDER_ADMISSION_DEFAULTS.concurrency),
    queueLength,
    queueWaitMs: positiveInteger(env.RENDER_QUEUE_WAIT_MS, RENDER_ADMISSION_DEFAULTS.queueWaitMs),
  };
}

function cookieValues(header) {
  const values = new Map();
  for (const part of String(header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) values.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return values;
}

/** Whether a request may be a page render: a page address, not a file, one of Next's assets or an API call. */
export function isPageAddress(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = (req.url ?? '/').split('?')[0];
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * What picks the rendering Next answers with: the address (without Next's `_rsc` cache-buster), the language the
 * request gate resolves (not the Accept-Language text: browsers word one language in countless ways, and each wording
 * would pass the bound until answered from the page cache once), the session and the RSC headers.
 */
export function renderVariantKey(req, locales, cookies = cookieValues(req.headers.cookie)) {
  const url = (req.url ?? '/').replace(/([?&])_rsc=[^&]*(&|$)/, (_match, before, after) => (after ? before : ''));
  return [
    req.method,
    url,
    requestLocale(req, locales, cookies),
    ...SESSION_VARIANT_COOKIES.map((name) => (name === SESSION_TOKEN_COOKIE ? String(cookies.has(name)) : (cookies.get(name) ?? ''))),
    ...RSC_HEADERS.map((name) => req.headers[name] ?? ''),
  ].join('\n');
}

/** The language as the request gate picks it (cookie, saved setting, Accept-Language): the rendering's and the busy page's. */
export function requestLocale(req, locales, cookies = cookieValues(req.headers.cookie)) {
  const known = (tag) => {
    const language = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
    return locales.includes(language) ? language : null;
  };
  for (const name of LOCALE_COOKIES) {
    const locale = known(cookies.get(name));
    if (locale) return locale;
  }
  const accepted = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of accepted) {
    const locale = known(tag);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}

/** Each language's `busy` texts, read once from messages/*.json. */
export function loadBusyTexts(messagesDir) {
  const texts = {};
  for (const file of readdirSync(messagesDir).filter((name) => name.endsWith('.json'))) {
    texts[path.basename(file, '.json')] = JSON.parse(readFileSync(path.join(messagesDir, file), 'utf8')).busy;
  }
  return texts;
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/** A page of its own, with no script: Next is not asked for anything while it is too busy to answer. */
export function busyPageHtml(locale, text, address) {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(text.title)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;` +
    'background:#0d0f14;color:#f2f3f5;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}' +
    'a{color:#fff;background:#3d5afe;border-radius:8px;padding:10px 20px;text-decoration:none;display:inline-block}' +
    `a:focus-visible{outline:3px solid #fff;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(text.title)}</h1>` +
    `<p>${escapeHtml(text.text)}</p><a href="${escapeHtml(address)}">${escapeHtml(text.retry)}</a></main></body></html>`
  );
}

/**
 * The busy page's language: the one its address names (`/kk/...`, issue 33), else the one the visitor would be sent
 * to. lib/i18n/locale-paths.ts reads the prefix the same way.
 */
export function busyLocale(req, locales) {
  const prefix = /^\/([^/?]+)/.exec(req.url ?? '/')?.[1];
  return prefix && locales.includes(prefix) ? prefix : requestLocale(req, locales);
}

function answerBusy(req, res, texts) {
  const locales = Object.keys(texts);
  const locale = busyLocale(req, locales);
  const body = busyPageHtml(locale, texts[locale] ?? texts[FALLBACK_LOCALE], req.url ?? '/');
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'content-language': locale,
    'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    ...EVERY_ANSWER_HEADERS,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Variants answered from the page cache, least recently seen first out. */
function createVariantSet(max) {
  const variants = new Set();
  return {
    has: (key) => variants.has(key),
    remember(key, cached) {
      variants.delete(key);
      if (!cached) return;
      variants.add(key);
      if (variants.size > max) variants.delete(variants.values().next().value);
    },
  };
}

/**
 * The hook server.mjs calls in front of Next: `admit(req, res, next)` hands a request to `next` now, after a wait for
 * a render slot, or answers the busy page.
 */
export function createRenderAdmission({ settings = renderAdmissionSettingsFrom(), messagesDir }) {
  const gate = createRenderGate(settings);
  const texts = loadBusyTexts(messagesDir);
  const locales = Object.keys(texts);
  const cachedVariants = createVariantSet(CACHED_VARIANTS_MAX);
  /** Visitors' variants with a request under way: settled when its answer has gone. */
  const underWay = new Map();

  function admit(req, res, next) {
    if (!isPageAddress(req)) return next(req, res);
    // The Cookie header is read once per page request: this runs in front of every one.
    const cookies = cookieValues(req.headers.cookie);
    const key = renderVariantKey(req, locales, cookies);
    // A signed-in rendering is the viewer's own and is not stored: others asking for it would only wait in line.
    const shared = !cookies.has(SESSION_TOKEN_COOKIE);
    const leader = shared && !cachedVariants.has(key) ? underWay.get(key) : undefined;
    if (leader) {
      leader.then(() => {
        if (!res.destroyed) admitOne(req, res, next, key, shared);
      });
      return;
    }
    admitOne(req, res, next, key, shared);
  }

  function admitOne(req, res, next, key, shared) {
    const gone = new AbortController();
    let release = null;
    // Next may store the page after the answer has gone: then it is remembered when stored.
    const answer = { stored: false, closed: false };
    const handToNext = () =>
      admitted.run(
        {
          stored() {
            answer.stored = true;
            if (answer.closed && res.writableFinished) cachedVariants.remember(key, true);
          },
        },
        () => next(req, res),
      );
    let settle = null;
    if (shared && !cachedVariants.has(key) && !underWay.has(key)) {
      underWay.set(key, new Promise((resolve) => (settle = resolve)));
    }
    // One listener per answer: Next and the server's operations listen for 'close' too, and Node warns past ten.
    res.once('close', () => {
      answer.closed = true;
      const state = String(res.getHeader(PAGE_CACHE_HEADER) ?? '').toUpperCase();
      // A redirect (the request gate's to the visitor's language address, issue 33) is no render either.
      const redirect = res.statusCode >= 300 && res.statusCode < 400;
      if (res.writableFinished) cachedVariants.remember(key, state === 'HIT' || state === 'STALE' || answer.stored || redirect);
      gone.abort();
      release?.();
      if (settle) {
        underWay.delete(key);
        settle();
      }
    });
    if (cachedVariants.has(key)) return handToNext();
    const speculative = PREFETCH_HEADERS.some((name) => req.headers[name] !== undefined);
    gate.acquire(gone.signal, { wait: !speculative }).then((granted) => {
      if (!granted) {
        if (!gone.signal.aborted) answerBusy(req, res, texts);
        return;
      }
      if (gone.signal.aborted) return granted();
      release = granted;
      handToNext();
    });
  }
  admit.gate = gate;
  return admit;
}
