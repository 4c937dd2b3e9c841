import { useAtomValue, type Atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/browser-storage';

/**
 * A jotai atom kept in one localStorage entry as JSON, for app state that outlives the page (issue 17: jotai for app
 * state). It follows the entry when another tab changes it, and a refused storage (private modes, sandboxed frames),
 * a full one or a malformed entry never throws: `parse` turns whatever is stored (null when nothing) into a value.
 * The entry is read when the atom is created, so a page that opens after hydration renders the stored value at once.
 */
export function storedAtom<Value>(key: string, parse: (raw: string | null) => Value) {
  let lastRaw: string | null = null;
  let lastValue = parse(null);
  // The same text gives the same value, so a reader mounting again does not render again for an equal copy.
  const read = (): Value => {
    let raw: string | null = null;
    try {
      raw = browserStorage()?.getItem(key) ?? null;
    } catch {
      // A refused storage reads as nothing stored.
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastValue = parse(raw);
    }
    return lastValue;
  };
  return atomWithStorage<Value>(
    key,
    lastValue,
    {
      getItem: read,
      setItem: (_key, value) => {
        const raw = JSON.stringify(value);
        lastRaw = raw;
        lastValue = value;
        try {
          browserStorage()?.setItem(key, raw);
        } catch {
          // A full or refused storage keeps the value for this page only.
        }
      },
      removeItem: () => {
        try {
          browserStorage()?.removeItem(key);
        } catch {
          // Nothing stored to remove.
        }
      },
      subscribe: (_key, callback) => {
        if (typeof window === 'undefined') return () => undefined;
        // `key` null: another tab cleared the storage.
        const onStorage = (event: StorageEvent) => {
          if (event.key === key || event.key === null) callback(read());
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
    },
    { getOnInit: true },
  );
}

const noSubscription = () => () => undefined;

/**
 * A stored atom's value for rendering: `serverValue` while the server's HTML hydrates (the server has no storage, so
 * the first browser render must match it), the stored value from the next render on and at once on later mounts.
 * The only browser read here is "has this page hydrated".
 */
export function useHydratedAtomValue<Value>(stored: Atom<Value>, serverValue: Value): Value {
  const value = useAtomValue(stored);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? value : serverValue;
}
