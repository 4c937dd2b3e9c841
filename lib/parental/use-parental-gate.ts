'use client';

import { useCallback } from 'react';
import type { ParentalAction } from '../rules/parental';
import type { ParentalGateOptions } from './gate';

export type { ParentalAction } from '../rules/parental';
export type { ParentalGateOptions } from './gate';

/**
 * `ensureParental(action, options?)` runs the parental check table (lib/rules/parental.ts) and opens pincode,
 * parental_set or auth as the outcome asks; it resolves true when the action may go ahead (core-session-account.md
 * section 4, "Parental check"). The check's code loads with its first use, not with every page holding a gated button.
 */
export function useParentalGate() {
  const ensureParental = useCallback(
    (action: ParentalAction, options?: ParentalGateOptions): Promise<boolean> =>
      import('./browser-gate').then((gate) => gate.ensureParentalAccess(action, options)),
    [],
  );
  return { ensureParental };
}
