/**
 * Next's page and data cache, bounded. REDIS_URL set: in Redis, so N `next start` servers behind a load balancer render
 * each public page once and see one another's revalidations. Unset: in this process, in a least-recently-used store
 * with a size limit. Next's own default wrote every address ever rendered to `.next` and kept it, so a crawler (or a
 * loop over random slugs) grew memory and disk without bound (issue 21). @fortedigital/nextjs-cache-handler supports
 * Next 16's `cacheHandler` (ISR, route segment revalidate, fetch cache, revalidateTag), the caching mode this app uses;
 * `revalidateTag(tag, 'max')` marking stale instead of deleting is ours (lib/cache/stale-tags.mjs).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createHash } from 'node:crypto';
import { createClient } from 'redis';
import { localStaleTags, redisStaleTags, staleMark, withStaleness } from './lib/cache/stale-tags.mjs';
import { completePagesOnly } from './lib/cache/store-policy.mjs';
import { ENTRY_HEADER, pageCompressionEnabled } from './lib/cache/page-compression.mjs';
import { installRevalidationCount, noteEntryFreshness } from './lib/cache/front-cache.mjs';
import { recordCacheError, recordCacheRedisUp } from './lib/ops/ops-hooks.mjs';

/** A Redis slower than this is treated as a miss: the page renders instead of waiting. */
const REDIS_TIMEOUT_MS = 1_000;
/** The in-process store's limit, counted as the entries' JSON length: a few hundred rendered pages. */
const LOCAL_CACHE_BYTES = 192 * 1024 * 1024;
const LOCAL_CACHE_ITEMS = 5_000;
/**
 * How long a page is kept after it went stale: while the API is down, a page seen in the last day still answers with
 * its content (stale on error) instead of the 503 screen. The library's default kept it for 1.5 times its revalidate.
 */
const KEEP_STALE_SECONDS = 24 * 60 * 60;

const localStores = () => ({
  handler: createLruHandler({ maxItemsNumber: LOCAL_CACHE_ITEMS, maxItemSizeBytes: LOCAL_CACHE_BYTES }),
  staleTags: localStaleTags(),
});

/** The entries, and the marks of tags revalidated as stale (lib/cache/stale-tags.mjs), in one place. */
async function createStores() {
  // The build renders nothing public (pages render on first request), so it needs no Redis.
  if (!process.env.REDIS_URL || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return localStores();
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
  client.on('error', (error) => {
    recordCacheError('redis');
    recordCacheRedisUp(false);
    console.warn('[cache] Redis:', error.message);
  });
  client.on('ready', () => recordCacheRedisUp(true));
  client.on('reconnecting', () => recordCacheRedisUp(false));
  try {
    await client.connect();
  } catch (error) {
    recordCacheRedisUp(false);
    console.error(`[cache] Redis at ${process.env.REDIS_URL} unreachable, caching in this process only:`, error.message);
    await client.disconnect().catch(() => {});
    return localStores();
  }
  const keyPrefix = process.env.REDIS_KEY_PREFIX ?? 'tv-web:';
  return {
    handler: countingFailures(createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS })),
    staleTags: redisStaleTags(client, `${keyPrefix}__stale_tags__`, REDIS_TIMEOUT_MS),
  };
}

/** The handler with its failed reads and writes counted (page_cache_errors_total), then passed on as they were. */
function countingFailures(handler) {
  const counted = (kind, call) =>
    async (...args) => {
      try {
        return await call(...args);
      } catch (error) {
        recordCacheError(kind);
        throw error;
      }
    };
  return { ...handler, get: counted('read', handler.get.bind(handler)), set: counted('write', handler.set.bind(handler)) };
}

function cacheStores() {
  globalThis.tvWebCacheStores ??= createStores().then((stores) => {
    // server.mjs's front cache replays a stored page's answer only while no revalidation happened since (front-cache.mjs).
    installRevalidationCount(stores.staleTags.revalidationCount);
    return stores;
  });
  return globalThis.tvWebCacheStores;
}

CacheHandler.onCreation(async () => ({
  handlers: [completePagesOnly((await cacheStores()).handler)],
  ttl: { estimateExpireAge: (staleAge) => Math.max(Math.ceil(staleAge * 1.5), staleAge + KEEP_STALE_SECONDS) },
}));

/**
 * Next judges a cached page fresh by the lifetime it remembers for the route, which a server learns only by rendering
 * the route itself; for an entry another server rendered it assumes 1 s, so every page was STALE and rendered again on
 * each server after its first second (vercel/next.js#72020). The entry carries its own lifetime, and Next prefers an
 * entry's `cacheControl` when there is one: it is handed over here. Expiry stays the handler's own (lifespan.expireAt).
 * It also keeps Next 16's meaning of a revalidation with a profile (stale, not gone), which the library drops.
 */
class EntryLifetimeCacheHandler extends CacheHandler {
  async get(cacheKey, ctx) {
    const stored = await super.get(cacheKey, ctx);
    const entry = await staleByTags(namedEntry(cacheKey, withEncodedHtml(stored)), ctx?.softTags);
    const revalidate = entry?.lifespan?.revalidate;
    const handed = !entry || entry.cacheControl || typeof revalidate !== 'number' ? entry : { ...entry, cacheControl: { revalidate, expire: undefined } };
    const name = handed?.value?.headers?.[ENTRY_HEADER];
    if (name) noteEntryFreshness(name, freshUntil(handed));
    return handed;
  }

  /**
   * Next stores an entry it was handed (a copy kept after a failed regeneration) as handed: the HTML goes back to text
   * and the entry's name (namedEntry) is dropped.
   */
  async set(cacheKey, value, ctx) {
    if (value?.kind !== 'APP_PAGE') return super.set(cacheKey, value, ctx);
    const html = Buffer.isBuffer(value.html) ? value.html.toString('utf8') : value.html;
    const { [ENTRY_HEADER]: _name, ...headers } = value.headers ?? {};
    return super.set(cacheKey, { ...value, html, ...(value.headers ? { headers } : {}) }, ctx);
  }

  /**
   * With a profile (`revalidateTag(tag, 'max')`, Next passes its `{ expire }`), the tags are marked stale and the
   * entries stay; without one (`updateTag`, or an `expire` of 0) they are gone at once, as the library does.
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    const { staleTags } = await cacheStores();
    if (!durations || durations.expire === 0) await super.revalidateTag(list);
    else await staleTags.mark(list, staleMark(Date.now(), durations.expire));
    // Counted once the marks or deletions are made: a count read after this sees them too.
    await staleTags.countRevalidation();
  }
}

/**
 * Until when Next judges an entry fresh (a HIT, not STALE), in ms since the epoch, as IncrementalCache.get does from
 * the entry's time as handed over and the lifetime it carries (`revalidate: false`: until a revalidation; an `expire`
 * ends it too). Without a lifetime of its own Next would use one it remembers for the route: 0, not known here.
 */
function freshUntil(entry) {
  const { revalidate, expire } = entry.cacheControl ?? {};
  if (revalidate !== false && typeof revalidate !== 'number') return 0;
  const revalidateAfter = revalidate === false ? Infinity : entry.lastModified + revalidate * 1000;
  return typeof expire === 'number' ? Math.min(revalidateAfter, entry.lastModified + expire * 1000) : revalidateAfter;
}

/**
 * A stored page named for lib/cache/page-compression.mjs (when server.mjs runs it): its key and version, hashed, in
 * ENTRY_HEADER, so the compressed copy made on its first answer is sent for every later one. The version is the entry's
 * own time as stored (before a stale mark replaces it) and the HTML's length; every server of a shared cache names one
 * entry alike. Only a complete page (status 200) is named; a page's RSC answers carry the name too and are left alone
 * there.
 */
function namedEntry(cacheKey, entry) {
  const value = entry?.value;
  if (!pageCompressionEnabled() || value?.kind !== 'APP_PAGE' || (value.status ?? 200) !== 200 || value.html == null) return entry;
  const name = createHash('sha256').update(`${cacheKey}\0${entry.lastModified}\0${value.html.length}`).digest('base64url').slice(0, 22);
  return { ...entry, value: { ...value, headers: { ...value.headers, [ENTRY_HEADER]: name } } };
}

/** A stored page's HTML, encoded once per entry: see withEncodedHtml. */
const encodedHtml = new WeakMap();

/**
 * A stored page with its HTML as UTF-8 bytes, encoded once and kept beside the entry while it lives. Given the text,
 * Next measured its byte length and encoded it again for every visitor: with Cyrillic in it the HTML is a two-byte
 * string, and for the 420 kB home page those two passes were most of what a cached answer cost beyond /robots.txt
 * (issue 21, profiled). Given bytes, Next streams them as they are (chunked, without Content-Length).
 */
function withEncodedHtml(entry) {
  const value = entry?.value;
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry;
  let html = encodedHtml.get(value);
  if (!html) {
    html = Buffer.from(value.html, 'utf8');
    encodedHtml.set(value, html);
  }
  return { ...entry, value: { ...value, html } };
}

/** An entry as Next must see it once one of its tags (its own or the page's implicit ones) was marked stale. */
async function staleByTags(entry, softTags) {
  if (!entry) return entry;
  try {
    const marks = await (await cacheStores()).staleTags.read([...(entry.tags ?? []), ...(softTags ?? [])]);
    return withStaleness(entry, marks, Date.now());
  } catch (error) {
    // Redis slow or gone for this read: the entry as stored beats a miss that renders against a failing platform.
    recordCacheError('read');
    console.warn('[cache] stale tags unreadable:', error.message);
    return entry;
  }
}

export default EntryLifetimeCacheHandler;
