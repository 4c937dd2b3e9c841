'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TopUpAttempt } from '@/lib/billing/top-up';
import { readTopUpAmount } from '@/lib/billing/top-up-amount';
import { useParentalGate } from '@/lib/parental/use-parental-gate';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from './billing.module.css';

/**
 * Top up the account (catalogue-vod-billing.md section 1): an amount, then the provider's pay systems in the refill
 * dialog. The same amount keeps its attempt until paid, so a second press or a reopened dialog pays into one
 * transaction. The flow and its dialogs load on the first press.
 */
export function AccountTopUp({ disabled = false }: { disabled?: boolean }) {
  const t = useTranslations('billing.topUp');
  const billingText = useTranslations('billing');
  const { ensureParental } = useParentalGate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A second press before the first has re-rendered the button disabled is dropped by the write helper.
  const { busy, run } = useWrite({ display: 'modal', title: billingText('error.title') });
  const attempt = useRef<TopUpAttempt | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readTopUpAmount(value);
    if ('problem' in read) {
      setProblem(t(`errors.${read.problem}`));
      return;
    }
    setProblem(null);
    await run(async () => {
      const [{ runTopUp }, { getBrowserApi }] = await Promise.all([
        import('@/lib/billing/top-up'),
        import('@/lib/api/browser'),
      ]);
      attempt.current = await runTopUp(
        {
          api: getBrowserApi(),
          ensureParental: (action) => ensureParental(action),
          text: (key, values) => billingText(key, values),
        },
        read.amount,
        attempt.current,
      );
    });
  };

  return (
    <form className={styles.topUp} onSubmit={submit} noValidate data-testid="account-top-up">
      <label className={styles.topUpLabel} htmlFor={inputId}>
        {t('label')}
      </label>
      <div className={styles.topUpRow}>
        <input
          id={inputId}
          className={styles.topUpInput}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
          maxLength={12}
        />
        <button type="submit" className={styles.primary} disabled={busy || disabled} aria-busy={busy}>
          {t('submit')}
        </button>
      </div>
      {problem && (
        <p id={errorId} className={styles.topUpError} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
