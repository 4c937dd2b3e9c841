import type { ApiClient } from '@/lib/api/client';

/** GET /v2/ab_tests/tests (core-session-account.md section 7), answered per user by platform identity routes. */
export const AB_TESTS_PATH = '/v2/ab_tests/tests';

interface RawAbTest {
  id: number;
  name: string;
  variants: string[];
  group: string | null;
}

/** Test name -> the group this user is in. */
export type AbTestGroups = Readonly<Record<string, string>>;

export function toAbTestGroups(raw: RawAbTest[]): AbTestGroups {
  const groups: Record<string, string> = {};
  for (const test of raw) if (test.name && test.group) groups[test.name] = test.group;
  return groups;
}

type Listener = () => void;

export interface AbTestStore {
  /** Loads the groups once per page life; later calls reuse the first answer. */
  load(api: ApiClient): Promise<AbTestGroups>;
  /** null until loaded; an empty object when the call failed (every test falls back to its default). */
  get(): AbTestGroups | null;
  subscribe(listener: Listener): () => void;
}

export function createAbTestStore(): AbTestStore {
  let groups: AbTestGroups | null = null;
  let loading: Promise<AbTestGroups> | null = null;
  const listeners = new Set<Listener>();

  return {
    load(api) {
      loading ??= api
        .get<RawAbTest[]>(AB_TESTS_PATH, { cacheMs: 0 })
        .then(toAbTestGroups, () => ({}))
        .then((result) => {
          groups = result;
          listeners.forEach((listener) => listener());
          return result;
        });
      return loading;
    },
    get: () => groups,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const abTests = createAbTestStore();
