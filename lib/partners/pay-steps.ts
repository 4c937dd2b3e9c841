/**
 * Partner variants of the purchase flow's step 6 (catalogue-vod-billing.md section 4: "a linked card gives card
 * confirm (else redirect or confirm for certain partners)"). Kept apart from ./variants, which every page loads,
 * because only the purchase flow, loaded on the first purchase, reads it.
 */
import type { PartnerVariant } from './variants';

export type CardlessPayStep = 'confirm';

/**
 * `confirm`: without a linked card the purchase is confirmed as a whole instead of choosing a pay system. The bank
 * partner's subscribers pay in their bank, which shows no payment button here (section 6). The spec names no partner
 * for the redirect variant, so none has it.
 */
const CARDLESS_PAY_STEPS: Record<string, CardlessPayStep> = { mbank: 'confirm' };

export function cardlessPayStep(variant: Pick<PartnerVariant, 'name'>): CardlessPayStep | null {
  return Object.hasOwn(CARDLESS_PAY_STEPS, variant.name) ? CARDLESS_PAY_STEPS[variant.name] : null;
}
