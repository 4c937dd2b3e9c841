interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/** In-memory GET cache with in-flight de-duplication; a failed request is never kept. */
export class ResponseCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  getOrLoad<T>(key: string, lifetimeMs: number, load: () => Promise<T>): Promise<T> {
    if (lifetimeMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + lifetimeMs, value });
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
