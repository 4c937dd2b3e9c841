/**
 * The promo code wizard as a pure reducer (catalogue-vod-billing.md section 4 "Promo wizard",
 * section 8): each event gives the next state and the one call the caller must make.
 */

import { validatePromoCode } from './validation';

/** catalogue-vod-billing.md section 4: wizard check interval 300 ms, 600 ms with a transaction. */
export const PROMO_CHECK_INTERVAL_MS = { plain: 300, withTransaction: 600 } as const;
/** catalogue-vod-billing.md section 4: the card-linking button is re-enabled after 10 s. */
export const PROMO_LINK_BUTTON_REENABLE_MS = 10_000;
/** catalogue-vod-billing.md section 4: promo page modal check delay 600 ms. */
export const PROMO_PAGE_MODAL_DELAY_MS = 600;
/** catalogue-vod-billing.md section 8: the card-link failure screen. */
export const PROMO_CARD_LINK_FAILURE = 'promo_card_link_failure';

/** Steps 1 to 4 of the spec, plus the confirm dialog and the card-link failure screen. */
export type PromoWizardStep = 'enter_code' | 'login' | 'confirm' | 'card' | 'finished' | typeof PROMO_CARD_LINK_FAILURE;

export type PromoWizardCall = 'check' | 'apply' | 'open_auth' | null;

export interface PromoWizardState {
  step: PromoWizardStep;
  /** The code kept across login so it can be checked again. */
  code: string | null;
  /** Server error.message or a validation error kind, shown on step 1. */
  error: string | null;
  /** Confirmation text of a key that needs confirming. */
  confirmation: string | null;
}

export type PromoWizardEvent =
  | { type: 'submit_code'; code: string; isGuest: boolean }
  | { type: 'logged_in' }
  | { type: 'check_ok'; isNeedConfirm: boolean; confirmationText?: string | null; needsCard: boolean }
  | { type: 'check_failed'; message: string }
  | { type: 'confirmed' }
  | { type: 'card_ok' }
  | { type: 'card_failed' }
  | { type: 'card_link_failed' }
  | { type: 'apply_ok' }
  | { type: 'apply_failed'; message: string };

export const PROMO_WIZARD_START: PromoWizardState = { step: 'enter_code', code: null, error: null, confirmation: null };

export interface PromoWizardTransition {
  state: PromoWizardState;
  call: PromoWizardCall;
}

const backToStart = (state: PromoWizardState, error: string | null): PromoWizardTransition => ({
  state: { ...PROMO_WIZARD_START, code: state.code, error },
  call: null,
});

export function promoWizardNext(state: PromoWizardState, event: PromoWizardEvent): PromoWizardTransition {
  switch (event.type) {
    case 'submit_code': {
      const checked = validatePromoCode(event.code);
      if (!checked.ok) return { state: { ...PROMO_WIZARD_START, error: checked.error }, call: null };
      const next = { ...PROMO_WIZARD_START, code: checked.value };
      // A guest logs in first; the saved code is checked again afterwards.
      return event.isGuest ? { state: { ...next, step: 'login' }, call: 'open_auth' } : { state: next, call: 'check' };
    }
    case 'logged_in':
      return state.step === 'login' && state.code
        ? { state: { ...state, step: 'enter_code' }, call: 'check' }
        : { state, call: null };
    case 'check_ok':
      if (event.needsCard) return { state: { ...state, step: 'card', error: null }, call: null };
      if (event.isNeedConfirm) {
        return {
          state: { ...state, step: 'confirm', error: null, confirmation: event.confirmationText ?? null },
          call: null,
        };
      }
      return { state: { ...state, error: null }, call: 'apply' };
    case 'check_failed':
    case 'apply_failed':
      return backToStart(state, event.message);
    case 'confirmed':
      return state.step === 'confirm' ? { state, call: 'apply' } : { state, call: null };
    case 'card_ok':
      // A linked or activated card sends the code; apply_ok then shows step 4.
      return { state, call: 'apply' };
    case 'card_failed':
      return backToStart(state, null);
    case 'card_link_failed':
      return { state: { ...state, step: PROMO_CARD_LINK_FAILURE }, call: null };
    case 'apply_ok':
      return { state: { ...state, step: 'finished', error: null }, call: null };
  }
}

export function promoCheckIntervalMs(hasTransaction: boolean): number {
  return hasTransaction ? PROMO_CHECK_INTERVAL_MS.withTransaction : PROMO_CHECK_INTERVAL_MS.plain;
}
