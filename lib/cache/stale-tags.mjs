import { timeoutSignal } from '../timeout-signal.mjs';

/**
 * Tags revalidated with a profile: `revalidateTag(tag, 'max')` (app/api/revalidate) means, in Next 16, "mark stale":
 * the next request for a page carrying the tag gets the stored copy while a new one renders in the background, and if
 * that render fails (the platform down) the copy goes on being served. @fortedigital/nextjs-cache-handler (3.3.0, the
 * latest) ignores the profile and deletes the entries, so an operator's revalidation followed by a platform outage
 * showed the 503 screen instead of the page (issue 21). The marks are kept beside the entries: in this process, or in
 * Redis where N servers share one cache. Plain JavaScript, as cache-handler.mjs reads it outside Next's compiler.
 */

/**
 * Next reads an entry's staleness from its `lastModified` and lifetime (IncrementalCache.get): an entry that went stale
 * by a tag is handed over as stored 1 ms after the epoch (0 would read as "now"), so every lifetime has run out.
 */
export const STALE_LAST_MODIFIED = 1;

/**
 * The mark a revalidation leaves on its tags at `now`. `expireSeconds` is the profile's `expire` (Next passes
 * `{ expire }`; 'max' is a year): past it, an entry stored before the mark is not served stale any more.
 */
export function staleMark(now, expireSeconds) {
  return { staleAt: now, expiredAt: Number.isFinite(expireSeconds) ? now + expireSeconds * 1000 : null };
}

/**
 * The entry as Next must see it, given the marks of the tags it carries: unchanged when no tag went stale after it was
 * stored; null (a miss: rendered before anything is served) once such a mark has expired; else the same entry with
 * STALE_LAST_MODIFIED, which Next serves and regenerates in the background.
 */
export function withStaleness(entry, marks, now) {
  let stale = false;
  for (const mark of marks) {
    if (!mark || mark.staleAt <= entry.lastModified) continue;
    if (mark.expiredAt !== null && mark.expiredAt <= now) return null;
    stale = true;
  }
  return stale ? { ...entry, lastModified: STALE_LAST_MODIFIED } : entry;
}

/**
 * Besides the marks, each store counts the revalidations (with a profile or without) made through it: a copy of an
 * answer kept outside Next (lib/cache/front-cache.mjs) is good only while the count is the one read before it was made.
 * In Redis the count is read by many requests at once; each gets a read sent after it asked (readSentAfterAsking).
 */

/** Marks in this process (no REDIS_URL): one per tag an operator revalidated, so as many as the catalogue has tags. */
export function localStaleTags() {
  const marks = new Map();
  let revalidations = 0;
  return {
    async countRevalidation() {
      revalidations += 1;
    },
    /** Synchronous here: nothing to wait for in this process. */
    revalidationCount: () => revalidations,
    async mark(tags, mark) {
      for (const tag of tags) marks.set(tag, mark);
    },
    async read(tags) {
      if (marks.size === 0) return [];
      return tags.map((tag) => marks.get(tag) ?? null);
    },
  };
}

const encode = (mark) => `${mark.staleAt}:${mark.expiredAt ?? ''}`;

function decode(value) {
  if (!value) return null;
  const [staleAt, expiredAt] = value.split(':');
  return { staleAt: Number(staleAt), expiredAt: expiredAt ? Number(expiredAt) : null };
}

/**
 * One read shared by every caller that asks before it is sent: sent on the next turn of the event loop, so every
 * caller's answer was read after it asked (a revalidation finished before a request arrived is always seen).
 */
export function readSentAfterAsking(read) {
  let pending = null;
  return () => {
    pending ??= new Promise((resolve) =>
      setImmediate(() => {
        pending = null;
        resolve(read());
      }),
    );
    return pending;
  };
}

/**
 * Marks in one Redis hash (`<prefix>__stale_tags__`), and the revalidation count beside it (`<prefix>__stale_tags__
 * :count`), shared by every server of the deployment.
 */
export function redisStaleTags(client, hashKey, timeoutMs) {
  // A timer cleared with the command: read on every page request, it must hold nothing of it (lib/timeout-signal.mjs).
  const countKey = `${hashKey}:count`;
  async function withTimeout(command) {
    const timeout = timeoutSignal(timeoutMs);
    try {
      return await command(client.withAbortSignal(timeout.signal));
    } finally {
      timeout.clear();
    }
  }
  return {
    async mark(tags, mark) {
      await withTimeout((redis) => redis.hSet(hashKey, Object.fromEntries(tags.map((tag) => [tag, encode(mark)]))));
    },
    async read(tags) {
      if (tags.length === 0) return [];
      return (await withTimeout((redis) => redis.hmGet(hashKey, tags))).map(decode);
    },
    async countRevalidation() {
      await withTimeout((redis) => redis.incr(countKey));
    },
    revalidationCount: readSentAfterAsking(async () => Number((await withTimeout((redis) => redis.get(countKey))) ?? 0)),
  };
}
