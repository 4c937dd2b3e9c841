'use client';

import { useCallback } from 'react';
import type { ParentalAction } from '../rules/parental';
import { ensureParentalAccess } from './browser-gate';
import type { ParentalGateOptions } from './gate';

export type { ParentalAction } from '../rules/parental';
export type { ParentalGateOptions } from './gate';

/**
 * `ensureParental(action, options?)` runs the parental check table (lib/rules/parental.ts) and opens pincode,
 * parental_set or auth as the outcome asks; it resolves true when the action may go ahead (core-session-account.md
 * section 4, "Parental check").
 */
export function useParentalGate() {
  const ensureParental = useCallback(
    (action: ParentalAction, options?: ParentalGateOptions): Promise<boolean> => ensureParentalAccess(action, options),
    [],
  );
  return { ensureParental };
}
