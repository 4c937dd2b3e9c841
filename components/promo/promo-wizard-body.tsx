'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, type FormEvent } from 'react';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import buttonStyles from '@/components/ui/button.module.css';
import {
  PROMO_CARD_LINK_FAILURE,
  PROMO_PAGE_MODAL_DELAY_MS,
  PROMO_WIZARD_STEPS,
  promoStepNumber,
} from '@/lib/rules/promo-wizard';
import { PROMO_CODE_MAX_LENGTH, canSubmitPromoCode } from '@/lib/rules/validation';
import { usePromoWizard } from './use-promo-wizard';
import styles from './promo.module.css';

/** The promo code wizard (promocode and promocode_wizard): enter, sign in, card, finished. */
export function PromoWizardBody({ props, close }: ModalBodyProps<'promocode' | 'promocode_wizard'>) {
  const t = useTranslations('promo');
  const inputId = useId();
  const initial = typeof props.code === 'string' ? props.code : '';
  const { state, dispatch } = usePromoWizard(initial, props);
  const { step, code, busy, error } = state;

  useEffect(() => {
    if (!props.autoCheck || !initial) return;
    // The promo page waits out the modal's opening before it checks the code from the link.
    const timer = setTimeout(() => dispatch({ type: 'submit' }), PROMO_PAGE_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs once for the code the modal was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The rule reports a refused code by its validation kind; the server's own messages are shown as they are.
  const errorText = (message: string) =>
    message === 'required' ? t('errors.required') : message === 'too_long' ? t('errors.tooLong') : message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitPromoCode(code, busy)) dispatch({ type: 'submit' });
  };

  return (
    <div className={styles.wizard} data-step={step}>
      <p className={styles.step}>{t('stepOf', { step: promoStepNumber(step), total: PROMO_WIZARD_STEPS })}</p>

      {step === 'enter' && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId}>{t('enter.label')}</label>
          <input
            id={inputId}
            className={styles.input}
            value={code}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => dispatch({ type: 'edit', code: event.target.value })}
          />
          {error && (
            <p id={`${inputId}-error`} className={styles.error} role="alert">
              {errorText(error)}
            </p>
          )}
          <button type="submit" className={buttonStyles.primary} disabled={!canSubmitPromoCode(code, busy)} aria-busy={busy}>
            {busy ? t('checking') : t('enter.submit')}
          </button>
        </form>
      )}

      {step === 'login' && (
        <div className={styles.form}>
          <p className={styles.text}>{t('login.text')}</p>
          <button type="button" className={buttonStyles.primary} onClick={() => dispatch({ type: 'recheck' })}>
            {t('login.signIn')}
          </button>
        </div>
      )}

      {step === 'confirm' && state.promo && (
        <div className={styles.form}>
          {state.promo.confirmationTitle && <h3 className={styles.heading}>{state.promo.confirmationTitle}</h3>}
          <p className={styles.text}>{state.promo.confirmationText || state.promo.description}</p>
          {state.promo.confirmationDesc && <p className={styles.muted}>{state.promo.confirmationDesc}</p>}
          <div className={styles.actions}>
            <button type="button" className={buttonStyles.secondary} onClick={() => dispatch({ type: 'back' })}>
              {t('back')}
            </button>
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy}
              onClick={() => dispatch({ type: 'confirm' })}
            >
              {t('confirm.activate')}
            </button>
          </div>
        </div>
      )}

      {step === 'card' && (
        <div className={styles.form}>
          <p className={styles.text}>{t('card.text')}</p>
          {state.cards.map((card) => (
            <button
              key={card.id}
              type="button"
              className={buttonStyles.secondary}
              disabled={busy}
              onClick={() => dispatch({ type: 'use_card' })}
            >
              {t('card.use', { number: card.number })}
            </button>
          ))}
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={state.linkDisabled}
            onClick={() => dispatch({ type: 'link' })}
          >
            {t('card.link')}
          </button>
          {state.checking ? (
            <p className={styles.muted} role="status">
              {t('card.waiting')}
            </p>
          ) : (
            state.linkDisabled && (
              <button type="button" className={buttonStyles.secondary} onClick={() => dispatch({ type: 'check_cards' })}>
                {t('card.checkAgain')}
              </button>
            )
          )}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      )}

      {step === 'card_failure' && (
        <div className={styles.form} data-screen={PROMO_CARD_LINK_FAILURE}>
          <p className={styles.error} role="alert">
            {t('card.failure')}
          </p>
          <button type="button" className={buttonStyles.primary} onClick={() => dispatch({ type: 'retry_card' })}>
            {t('card.retry')}
          </button>
        </div>
      )}

      {step === 'finished' && (
        <div className={styles.form}>
          <p className={styles.success} role="status">
            {t('finished.title')}
          </p>
          {state.applied?.description && <p className={styles.text}>{state.applied.description}</p>}
          <LocalizedLink className={buttonStyles.primary} href="/" onClick={close}>
            {t('finished.watch')}
          </LocalizedLink>
        </div>
      )}
    </div>
  );
}
