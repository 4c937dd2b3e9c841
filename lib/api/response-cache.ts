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

  getOrLoad<T>(key: string, lifetimeMs: number, load: () => Promise<T>): Promise<T> {
    if (lifetimeMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: this.now() + lifetimeMs, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry whose key contains `fragment` (or all of them): after a purchase or a profile change. */
  clear(fragment?: string) {
    if (!fragment) return this.entries.clear();
    for (const key of this.entries.keys()) if (key.includes(fragment)) this.entries.delete(key);
  }
}
