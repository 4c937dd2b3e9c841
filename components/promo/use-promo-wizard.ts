'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getBalance } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import { ApiError, describeApiError } from '@/lib/api/errors';
import { getCards, getTransaction, linkCard } from '@/lib/api/payments';
import { applyPromoKey, CARD_CONDITION, checkPromoKey } from '@/lib/api/promo';
import type { Card, PromoApplied, PromoKey } from '@/lib/api/types/billing';
import { checkSchedule, promoFailureStep, type WizardStep } from '@/lib/billing/promo-wizard';
import { refreshBillingData } from '@/lib/billing/refresh';
import { PROMO_LINK_BUTTON_REENABLE_MS } from '@/lib/rules/promo-wizard';
import { paymentReturnUrl } from '@/lib/billing/return-url';
import { whenAppReady } from '@/lib/session/app-ready';
import { useRequireSignIn } from '@/lib/session/use-auth-gate';
import { loadCurrentUser } from '@/lib/session/use-current-user';
import { handOverPromoWizard, openPromoWizard } from './open-promo-wizard';

export interface PromoWizardState {
  step: WizardStep;
  code: string;
  busy: boolean;
  error: string | null;
  promo: PromoKey | null;
  applied: PromoApplied | null;
  cards: Card[];
  /** The link button waits 10 s after a click before it can be pressed again. */
  linkDisabled: boolean;
  /** Still checking for the linked card (the loading counter has not run out). */
  checking: boolean;
}

/**
 * The promo wizard's flow: check, confirm when asked, apply; guests sign in first and the saved code is checked
 * again; the card condition leads to using a linked card or linking a new one, polled at the wizard's intervals.
 */
export function usePromoWizard(initialCode: string, modalProps: Record<string, unknown>) {
  const t = useTranslations('promo');
  const requireSignIn = useRequireSignIn();
  const router = useRouter();
  const api = getBrowserApi();
  const [state, setState] = useState<PromoWizardState>({
    step: 'enter',
    code: initialCode,
    busy: false,
    error: null,
    promo: null,
    applied: null,
    cards: [],
    linkDisabled: false,
    checking: false,
  });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const patch = useCallback((next: Partial<PromoWizardState>) => setState((current) => ({ ...current, ...next })), []);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const fail = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : null;
      const step = promoFailureStep(code, CARD_CONDITION);
      if (step === 'card') {
        getCards(api).then(
          (cards) => patch({ step: 'card', busy: false, error: null, cards }),
          () => patch({ step: 'card', busy: false }),
        );
        return;
      }
      patch({ step: 'enter', busy: false, error: describeApiError(error, t('errors.generic')) });
    },
    [api, patch, t],
  );

  const apply = useCallback(
    async (code: string) => {
      patch({ busy: true, error: null });
      try {
        const applied = await applyPromoKey(api, code);
        await refreshBillingData(api);
        patch({ step: 'finished', busy: false, applied });
      } catch (error) {
        fail(error);
      }
    },
    [api, fail, patch],
  );

  const check = useCallback(
    async (code: string, options: { ignoreConditions?: boolean } = {}) => {
      const trimmed = code.trim();
      const resume = () =>
        openPromoWizard({ code: trimmed, autoCheck: true, promoPage: modalProps.promoPage === true }, () =>
          router.push('/'),
        );
      patch({ busy: true, error: null, code: trimmed });
      // Who is here is known once start-up finished; a member signed in meanwhile must not be asked to sign in.
      await whenAppReady();
      const viewer = await loadCurrentUser().catch(() => null);
      handOverPromoWizard(true);
      if (!viewer || viewer.isGuest) {
        requireSignIn(resume);
        patch({ step: 'login', busy: false, code: trimmed });
        return;
      }
      // Signed in already: the wizard stays, so a later close is the viewer's again.
      handOverPromoWizard(false);
      patch({ busy: true, error: null, code: trimmed });
      try {
        const promo = await checkPromoKey(api, trimmed, options);
        if (promo.needsConfirm) patch({ step: 'confirm', busy: false, promo });
        else {
          patch({ promo });
          await apply(trimmed);
        }
      } catch (error) {
        fail(error);
      }
    },
    [api, apply, fail, modalProps, patch, requireSignIn, router],
  );

  /** Polls until `done` answers true, at the wizard's interval, while the loading counter allows. */
  const pollUntil = useCallback(
    (withTransaction: boolean, done: () => Promise<boolean | 'failed'>, onDone: () => void, onFailed: () => void) => {
      const { intervalMs, limit } = checkSchedule(withTransaction);
      let count = 0;
      patch({ checking: true });
      const tick = async () => {
        count += 1;
        let outcome: boolean | 'failed' = false;
        try {
          outcome = await done();
        } catch {
          outcome = false;
        }
        if (outcome === 'failed') {
          patch({ checking: false });
          onFailed();
        } else if (outcome) {
          patch({ checking: false });
          onDone();
        } else if (count >= limit) patch({ checking: false });
        else timers.current.push(setTimeout(() => void tick(), intervalMs));
      };
      timers.current.push(setTimeout(() => void tick(), intervalMs));
    },
    [patch],
  );

  /** Checks that a card is linked now (after the bank page), then applies the saved code. */
  const checkCards = useCallback(() => {
    pollUntil(
      false,
      async () => {
        const cards = await getCards(api);
        patch({ cards });
        return cards.length > 0;
      },
      () => void apply(state.code),
      () => undefined,
    );
  }, [api, apply, patch, pollUntil, state.code]);

  const linkNewCard = useCallback(async () => {
    patch({ linkDisabled: true, error: null });
    timers.current.push(setTimeout(() => patch({ linkDisabled: false }), PROMO_LINK_BUTTON_REENABLE_MS));
    try {
      const account = await getBalance(api);
      const returnUrl = new URL(paymentReturnUrl(window.location.href));
      returnUrl.pathname = '/promo';
      returnUrl.search = `?code=${encodeURIComponent(state.code)}`;
      const transaction = await linkCard(api, account.id, { returnUrl: returnUrl.toString() });
      const opened = window.open(transaction.url, '_blank');
      if (opened) opened.opener = null;
      // A blocked pop-up: the bank page opens here and sends the buyer back to /promo?code=.
      if (!opened) {
        window.location.assign(transaction.url);
        return;
      }
      pollUntil(
        true,
        async () => {
          const polled = await getTransaction(api, transaction.id);
          if (polled.status === 'error') return 'failed';
          return polled.status === 'complete';
        },
        checkCards,
        () => patch({ step: 'card_failure' }),
      );
    } catch (error) {
      patch({ error: describeApiError(error, t('errors.generic')) });
    }
  }, [api, checkCards, patch, pollUntil, state.code, t]);

  return { state, patch, check, apply, linkNewCard, checkCards };
}
