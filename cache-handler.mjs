/**
 * Next's page and data cache in Redis (REDIS_URL), so N `next start` servers behind a load balancer render each public
 * page once and see one another's revalidations. Loaded by next.config.mjs only when REDIS_URL is set; without it
 * Next keeps its default cache. @fortedigital/nextjs-cache-handler supports Next 16's `cacheHandler` (ISR, route
 * segment revalidate, fetch cache, revalidateTag), which is the caching mode this app uses.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

/** A Redis slower than this is treated as a miss: the page renders instead of waiting. */
const REDIS_TIMEOUT_MS = 1_000;

async function createHandlers() {
  // The build renders nothing public (pages render on first request), so it needs no Redis.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
  client.on('error', (error) => console.warn('[cache] Redis:', error.message));
  try {
    await client.connect();
  } catch (error) {
    console.error(`[cache] Redis at ${process.env.REDIS_URL} unreachable, caching in this process only:`, error.message);
    await client.disconnect().catch(() => {});
    return { handlers: [createLruHandler()] };
  }
  return {
    handlers: [createRedisHandler({ client, keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'tv-web:', timeoutMs: REDIS_TIMEOUT_MS })],
  };
}

CacheHandler.onCreation(() => {
  globalThis.tvWebCacheHandlers ??= createHandlers();
  return globalThis.tvWebCacheHandlers;
});

/**
 * Next judges a cached page fresh by the lifetime it remembers for the route, which a server learns only by rendering
 * the route itself; for an entry another server rendered it assumes 1 s, so every page was STALE and rendered again on
 * each server after its first second (vercel/next.js#72020). The entry carries its own lifetime, and Next prefers an
 * entry's `cacheControl` when there is one: it is handed over here. Expiry stays the handler's own (lifespan.expireAt).
 */
class EntryLifetimeCacheHandler extends CacheHandler {
  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx);
    const revalidate = entry?.lifespan?.revalidate;
    if (!entry || entry.cacheControl || typeof revalidate !== 'number') return entry;
    return { ...entry, cacheControl: { revalidate, expire: undefined } };
  }
}

export default EntryLifetimeCacheHandler;
