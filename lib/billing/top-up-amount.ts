import { parseMoney } from '../rules/pricing';

/**
 * The largest top-up the form accepts: a guard against a mistyped amount (an extra zero or two), not a provider
 * rule; the platform refuses what its pay systems cannot take.
 */
export const TOP_UP_MAX_AMOUNT = 1_000_000;

export type TopUpAmountProblem = 'required' | 'invalid' | 'tooSmall' | 'tooLarge';

/** The amount typed, as money with at most two decimals ("1500", "1500.50", "1 500,5"), or what is wrong with it. */
export function readTopUpAmount(text: string): { amount: number } | { problem: TopUpAmountProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'required' };
  const amount = parseMoney(trimmed);
  if (amount === null || !/^\d+([.,]\d{1,2})?$/.test(trimmed.replace(/[\s\u00a0]/g, ''))) return { problem: 'invalid' };
  if (amount <= 0) return { problem: 'tooSmall' };
  if (amount > TOP_UP_MAX_AMOUNT) return { problem: 'tooLarge' };
  return { amount };
}
