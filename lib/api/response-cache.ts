interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/** Enough for every public answer of a catalogue in several languages; distinct addresses beyond it push out the oldest. */
export const RESPONSE_CACHE_MAX_ENTRIES = 2_000;

/**
 * In-memory GET cache with in-flight de-duplication; a failed request is never kept. Bounded: the oldest entry goes
 * when a new one would exceed `maxEntries`, so a loop over distinct addresses cannot grow it without end.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = RESPONSE_CACHE_MAX_ENTRIES,
  ) {}

  /**
   * `lifetimeMs` may be read from the answer itself (an operator's cache_timeout): the entry then serves callers while
   * the request is in flight and, once answered, for as long as the answer says (0: not kept).
   */
  getOrLoad<T>(key: string, lifetimeMs: number | ((value: T) => number), load: () => Promise<T>): Promise<T> {
    const fixed = typeof lifetimeMs === 'number' ? lifetimeMs : null;
    if (fixed !== null && fixed <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { expiresAt: fixed === null ? Number.POSITIVE_INFINITY : this.now() + fixed, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.then(
      (answer) => {
        if (typeof lifetimeMs === 'number' || this.entries.get(key) !== entry) return;
        const ms = lifetimeMs(answer);
        if (ms > 0) entry.expiresAt = this.now() + ms;
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Drops every entry whose key contains `fragment` (or all of them): after a purchase or a profile change. */
  clear(fragment?: string) {
    if (!fragment) return this.entries.clear();
    for (const key of this.entries.keys()) if (key.includes(fragment)) this.entries.delete(key);
  }
}
