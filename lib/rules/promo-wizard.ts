/**
 * The promo code wizard as a pure reducer (catalogue-vod-billing.md section 4 "Promo wizard", section 8): each event
 * gives the next state and the one call the caller must make. components/promo/use-promo-wizard.ts only runs the
 * calls and the timers.
 */

import { validatePromoCode } from './validation';

/** catalogue-vod-billing.md section 4: wizard check interval 300 ms, 600 ms with a transaction. */
export const PROMO_CHECK_INTERVAL_MS = { plain: 300, withTransaction: 600 } as const;
/** catalogue-vod-billing.md section 4: loading counter limits, 6 checks, 20 while a transaction is pending. */
export const PROMO_LOADING_LIMIT = { plain: 6, withTransaction: 20 } as const;
/** catalogue-vod-billing.md section 4: the card-linking button is re-enabled after 10 s. */
export const PROMO_LINK_BUTTON_REENABLE_MS = 10_000;
/** catalogue-vod-billing.md section 4: promo page modal check delay 600 ms. */
export const PROMO_PAGE_MODAL_DELAY_MS = 600;
/** catalogue-vod-billing.md section 8: the card-link failure screen. */
export const PROMO_CARD_LINK_FAILURE = 'promo_card_link_failure';
/** catalogue-vod-billing.md section 4: the wizard has four numbered steps. */
export const PROMO_WIZARD_STEPS = 4;
/** Query names of a promo click id (section 4); kept locally (the middleware also sets the click_id cookie). */
export const CLICK_ID_STORAGE_KEY = 'click_id';
const CLICK_ID_PARAMS = ['click_id', 'clickid', 'clickId'] as const;

/** Steps 1 to 4 of the spec, plus the confirm dialog and the card-link failure screen. */
export type PromoWizardStep = 'enter' | 'login' | 'confirm' | 'card' | 'finished' | 'card_failure';

/** What the caller does next: ask the platform, open sign-in, load or poll cards, link a card. */
export type PromoWizardCall = 'check' | 'apply' | 'open_auth' | 'load_cards' | 'link' | 'poll_cards' | null;

export interface PromoWizardState<Promo = unknown, Applied = unknown, Card = unknown> {
  step: PromoWizardStep;
  /** The code, kept across sign-in so it is checked again afterwards. */
  code: string;
  busy: boolean;
  /** The server's error.message (or a validation kind: 'required', 'too_long') shown on step 1 or the card step. */
  error: string | null;
  promo: Promo | null;
  applied: Applied | null;
  cards: Card[];
  /** The link button waits 10 s after a click before it can be pressed again. */
  linkDisabled: boolean;
  /** Still checking for the linked card (the loading counter has not run out). */
  checking: boolean;
}

export type PromoWizardEvent<Promo = unknown, Applied = unknown, Card = unknown> =
  | { type: 'edit'; code: string }
  | { type: 'submit' }
  /** The check found nobody signed in: step 2. */
  | { type: 'guest' }
  /** Signed in (or the sign-in button pressed again): the saved code is checked again. */
  | { type: 'recheck' }
  | { type: 'check_ok'; promo: Promo; needsConfirm: boolean }
  /** A check or apply failed: the card condition leads to step 3, anything else back to step 1 with its message. */
  | { type: 'failed'; message: string; needsCard: boolean }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'cards_loaded'; cards: Card[] }
  | { type: 'use_card' }
  | { type: 'apply_ok'; applied: Applied }
  | { type: 'link' }
  | { type: 'link_reenabled' }
  | { type: 'link_error'; message: string }
  /** The card-link transaction failed at the bank. */
  | { type: 'link_failed' }
  | { type: 'linked' }
  /** The bank page is done (or the viewer says so): poll until the new card shows. */
  | { type: 'check_cards' }
  | { type: 'checking'; checking: boolean }
  | { type: 'retry_card' };

export interface PromoWizardTransition<Promo = unknown, Applied = unknown, Card = unknown> {
  state: PromoWizardState<Promo, Applied, Card>;
  call: PromoWizardCall;
}

export function promoWizardStart<Promo, Applied, Card>(code = ''): PromoWizardState<Promo, Applied, Card> {
  return {
    step: 'enter',
    code,
    busy: false,
    error: null,
    promo: null,
    applied: null,
    cards: [],
    linkDisabled: false,
    checking: false,
  };
}

export function promoWizardNext<Promo, Applied, Card>(
  state: PromoWizardState<Promo, Applied, Card>,
  event: PromoWizardEvent<Promo, Applied, Card>,
): PromoWizardTransition<Promo, Applied, Card> {
  const stay = { state, call: null };
  switch (event.type) {
    case 'edit':
      return { state: { ...state, code: event.code, error: null }, call: null };
    case 'submit':
    case 'recheck': {
      if (state.busy || (event.type === 'recheck' && state.step !== 'login')) return stay;
      const checked = validatePromoCode(state.code);
      if (!checked.ok) return { state: { ...state, step: 'enter', error: checked.error }, call: null };
      return { state: { ...state, code: checked.value, busy: true, error: null }, call: 'check' };
    }
    case 'guest':
      return { state: { ...state, step: 'login', busy: false }, call: 'open_auth' };
    case 'check_ok':
      if (state.step !== 'enter' && state.step !== 'login') return stay;
      if (event.needsConfirm)
        return { state: { ...state, step: 'confirm', busy: false, promo: event.promo }, call: null };
      return { state: { ...state, step: 'enter', promo: event.promo, busy: true }, call: 'apply' };
    case 'failed':
      if (event.needsCard) return { state: { ...state, step: 'card', busy: false, error: null }, call: 'load_cards' };
      return { state: { ...state, step: 'enter', busy: false, error: event.message }, call: null };
    case 'confirm':
      return state.step === 'confirm' && !state.busy ? { state: { ...state, busy: true }, call: 'apply' } : stay;
    case 'back':
      return state.step === 'confirm' ? { state: { ...state, step: 'enter', busy: false }, call: null } : stay;
    case 'cards_loaded':
      return { state: { ...state, cards: event.cards }, call: null };
    case 'use_card':
    case 'linked':
      // A linked or activated card sends the code; apply_ok then shows step 4.
      return state.step === 'card' && !state.busy
        ? { state: { ...state, busy: true, error: null }, call: 'apply' }
        : stay;
    case 'apply_ok':
      return { state: { ...state, step: 'finished', busy: false, error: null, applied: event.applied }, call: null };
    case 'link':
      if (state.step !== 'card' || state.linkDisabled) return stay;
      return { state: { ...state, linkDisabled: true, error: null }, call: 'link' };
    case 'check_cards':
      return state.step === 'card' ? { state, call: 'poll_cards' } : stay;
    case 'link_reenabled':
      return { state: { ...state, linkDisabled: false }, call: null };
    case 'link_error':
      return { state: { ...state, error: event.message }, call: null };
    case 'link_failed':
      return { state: { ...state, step: 'card_failure', checking: false }, call: null };
    case 'checking':
      return { state: { ...state, checking: event.checking }, call: null };
    case 'retry_card':
      return state.step === 'card_failure' ? { state: { ...state, step: 'card' }, call: null } : stay;
  }
}

/** Step number the wizard shows ("step 2 of 4"); confirm belongs to checking, the failure screen to the card step. */
export function promoStepNumber(step: PromoWizardStep): number {
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

/** How often and how many times the wizard checks while waiting (for a card-link transaction, or the new card). */
export function promoCheckSchedule(withTransaction: boolean): { intervalMs: number; limit: number } {
  return withTransaction
    ? { intervalMs: PROMO_CHECK_INTERVAL_MS.withTransaction, limit: PROMO_LOADING_LIMIT.withTransaction }
    : { intervalMs: PROMO_CHECK_INTERVAL_MS.plain, limit: PROMO_LOADING_LIMIT.plain };
}

export function clickIdFrom(params: URLSearchParams): string | null {
  for (const name of CLICK_ID_PARAMS) {
    const value = params.get(name);
    if (value) return value;
  }
  return null;
}
