'use client';

import { localizedForPage } from '@/lib/i18n/locale-paths';
import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { getBalance } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';
import { getCards, getTransaction, linkCard } from '@/lib/api/payments';
import { applyPromoKey, checkPromoKey, needsCreditCard } from '@/lib/api/promo';
import type { Card, PromoApplied, PromoKey } from '@/lib/api/types/billing';
import { refreshBillingData } from '@/lib/billing/refresh';
import { paymentReturnUrl } from '@/lib/billing/return-url';
import {
  PROMO_LINK_BUTTON_REENABLE_MS,
  promoCheckSchedule,
  promoWizardNext,
  promoWizardStart,
  type PromoWizardCall,
  type PromoWizardEvent,
  type PromoWizardState,
} from '@/lib/rules/promo-wizard';
import { whenAppReady } from '@/lib/session/app-ready';
import { useRequireSignIn } from '@/lib/session/use-auth-gate';
import { loadCurrentUser } from '@/lib/session/load-current-user';
import { handOverPromoWizard, openPromoWizard, type PromoWizardProps } from './open-promo-wizard';
import { httpUrlOrThrow } from '@/lib/rules/safe-url';

export type WizardState = PromoWizardState<PromoKey, PromoApplied, Card>;
export type WizardEvent = PromoWizardEvent<PromoKey, PromoApplied, Card>;

/**
 * Runs the calls of the promo wizard's rule (lib/rules/promo-wizard.ts): the platform requests, sign-in, the bank
 * page and the polls at the wizard's intervals. Every decision is the rule's.
 */
export function usePromoWizard(initialCode: string, modalProps: PromoWizardProps) {
  const t = useTranslations('promo');
  const errorText = useApiErrorText();
  const requireSignIn = useRequireSignIn();
  const router = useLocalizedRouter();
  const api = getBrowserApi();
  const [state, setState] = useState<WizardState>(() => promoWizardStart(initialCode));
  const current = useRef(state);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (run: () => void, ms: number) => timers.current.push(setTimeout(run, ms));

  const failed = (error: unknown): WizardEvent => ({
    type: 'failed',
    message: errorText(error, t('errors.generic')),
    needsCard: needsCreditCard(error),
  });

  /** Asks `done` at the wizard's interval while the loading counter allows. */
  const pollUntil = (withTransaction: boolean, done: () => Promise<boolean | 'failed'>, onDone: () => void) => {
    const { intervalMs, limit } = promoCheckSchedule(withTransaction);
    let count = 0;
    dispatch({ type: 'checking', checking: true });
    const tick = async () => {
      count += 1;
      const outcome = await done().catch(() => false);
      if (outcome === 'failed') dispatch({ type: 'link_failed' });
      else if (outcome) {
        dispatch({ type: 'checking', checking: false });
        onDone();
      } else if (count >= limit) dispatch({ type: 'checking', checking: false });
      else later(() => void tick(), intervalMs);
    };
    later(() => void tick(), intervalMs);
  };

  const calls: Record<Exclude<PromoWizardCall, null>, () => Promise<void> | void> = {
    async check() {
      // Who is here is known once start-up finished; a member signed in meanwhile must not be asked to sign in.
      await whenAppReady();
      const viewer = await loadCurrentUser().catch(() => null);
      if (!viewer || viewer.isGuest) return dispatch({ type: 'guest' });
      // Signed in already: the wizard stays, so a later close is the viewer's again.
      handOverPromoWizard(false);
      try {
        const promo = await checkPromoKey(api, current.current.code);
        dispatch({ type: 'check_ok', promo, needsConfirm: promo.needsConfirm });
      } catch (error) {
        dispatch(failed(error));
      }
    },
    open_auth() {
      const code = current.current.code;
      handOverPromoWizard(true);
      requireSignIn(() =>
        openPromoWizard({ code, autoCheck: true, promoPage: modalProps.promoPage === true }, () => router.push('/')),
      );
    },
    async apply() {
      try {
        const applied = await applyPromoKey(api, current.current.code);
        await refreshBillingData(api);
        dispatch({ type: 'apply_ok', applied });
      } catch (error) {
        dispatch(failed(error));
      }
    },
    async load_cards() {
      const cards = await getCards(api).catch(() => null);
      if (cards) dispatch({ type: 'cards_loaded', cards });
    },
    poll_cards() {
      pollUntil(
        false,
        async () => {
          const cards = await getCards(api);
          dispatch({ type: 'cards_loaded', cards });
          return cards.length > 0;
        },
        () => dispatch({ type: 'linked' }),
      );
    },
    async link() {
      later(() => dispatch({ type: 'link_reenabled' }), PROMO_LINK_BUTTON_REENABLE_MS);
      try {
        const account = await getBalance(api);
        const returnUrl = new URL(paymentReturnUrl(window.location.href));
        returnUrl.pathname = localizedForPage('/promo', window.location.pathname);
        returnUrl.search = `?code=${encodeURIComponent(current.current.code)}`;
        const transaction = await linkCard(api, account.id, { returnUrl: returnUrl.toString() });
        const bankPage = httpUrlOrThrow(transaction.url);
        const opened = window.open(bankPage, '_blank');
        if (opened) opened.opener = null;
        // A blocked pop-up: the bank page opens here and sends the buyer back to /promo?code=.
        if (!opened) return window.location.assign(bankPage);
        pollUntil(
          true,
          async () => {
            const polled = await getTransaction(api, transaction.id);
            return polled.status === 'error' ? 'failed' : polled.status === 'complete';
          },
          () => dispatch({ type: 'check_cards' }),
        );
      } catch (error) {
        dispatch({ type: 'link_error', message: errorText(error, t('errors.generic')) });
      }
    },
  };

  function dispatch(event: WizardEvent): void {
    const { state: next, call } = promoWizardNext(current.current, event);
    current.current = next;
    setState(next);
    if (call) void calls[call]();
  }

  return { state, dispatch };
}
