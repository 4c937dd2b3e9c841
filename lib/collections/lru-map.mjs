/**
 * A map bounded by its number of entries and by their summed weight (bytes, as each map weighs its values), the least
 * recently used leaving first: the gateway's checked answers, the compressed page copies and the pages' script-hash
 * policies each keep one on a hot path. Plain JavaScript: server.mjs loads two of them outside Next's compiler.
 */
export function createLruMap({ maxEntries = Infinity, maxWeight = Infinity, weightOf = () => 0 } = {}) {
  const entries = new Map();
  let weight = 0;
  const remove = (key) => {
    if (!entries.has(key)) return;
    weight -= weightOf(entries.get(key));
    entries.delete(key);
  };
  return {
    /** The value, now the most recently used. */
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    has(key) {
      return entries.has(key);
    },
    /** Keeps the value in place of any before it; one heavier than the whole bound is not kept (false). */
    set(key, value) {
      remove(key);
      const own = weightOf(value);
      if (own > maxWeight) return false;
      entries.set(key, value);
      weight += own;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && weight <= maxWeight) break;
        remove(oldest);
      }
      return true;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
  };
}
