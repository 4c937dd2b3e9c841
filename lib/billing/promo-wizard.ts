/**
 * The promo wizard's steps and timings (catalogue-vod-billing.md section 4 "Promo wizard", core-session-account.md
 * section 9): 1 enter code, 2 sign in (guests), 3 card activation or link, 4 finished; confirm when the code asks
 * for it; a failed card link has its own screen.
 */

import { promoCheckIntervalMs } from '../rules/promo-wizard';

/** catalogue-vod-billing.md section 4: loading counter limits, 6 checks, 20 while a transaction is pending. */
export const WIZARD_LOADING_LIMIT = 6;
export const WIZARD_LOADING_LIMIT_WITH_TRANSACTION = 20;
/** Query names of a promo click id; kept locally (the middleware also sets the click_id cookie). */
export const CLICK_ID_STORAGE_KEY = 'click_id';
const CLICK_ID_PARAMS = ['click_id', 'clickid', 'clickId'] as const;

export type WizardStep = 'enter' | 'login' | 'card' | 'confirm' | 'finished' | 'card_failure';

/** Step number the wizard shows ("step 2 of 4"); confirm belongs to checking, failure to the card step. */
export function stepNumber(step: WizardStep): number {
  switch (step) {
    case 'enter':
    case 'confirm':
      return 1;
    case 'login':
      return 2;
    case 'card':
    case 'card_failure':
      return 3;
    case 'finished':
      return 4;
  }
}

/** How often and how many times the wizard checks while waiting (for a card link transaction or the new card). */
export function checkSchedule(withTransaction: boolean): { intervalMs: number; limit: number } {
  return {
    intervalMs: promoCheckIntervalMs(withTransaction),
    limit: withTransaction ? WIZARD_LOADING_LIMIT_WITH_TRANSACTION : WIZARD_LOADING_LIMIT,
  };
}

export function clickIdFrom(params: URLSearchParams): string | null {
  for (const name of CLICK_ID_PARAMS) {
    const value = params.get(name);
    if (value) return value;
  }
  return null;
}

/** What a failed check or apply leads to: the card step for the card condition, else its message on step 1. */
export function promoFailureStep(errorCode: string | null, cardCondition: string): 'card' | 'enter' {
  return errorCode === cardCondition ? 'card' : 'enter';
}
