'use client';

import { useSyncExternalStore } from 'react';
import { abTests } from './ab-tests';

/**
 * The user's group in an A/B test: undefined while the tests load (render the default and avoid layout jumps),
 * null when the user is in no group of that test.
 */
export function useAbTest(name: string): string | null | undefined {
  const groups = useSyncExternalStore(abTests.subscribe, abTests.get, () => null);
  if (!groups) return undefined;
  return groups[name] ?? null;
}
