'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import { getBrowserApi } from '@/lib/api/browser';
import type { Transaction } from '@/lib/api/types/billing';
import { formatMoney } from '@/lib/billing/money';
import { openMessage } from '@/lib/modals';
import { showRegionalBlock } from '@/lib/session/regional-block';
import { startDebtPayment, waitForDebtPayment, type RegionalDebt } from '@/lib/session/regional-debt';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './form.module.css';
import { SupportActions } from './support-actions';

type QrState = { kind: 'loading' } | { kind: 'ready'; transaction: Transaction } | { kind: 'unavailable' };

/**
 * Block status -1 of the regional variant (section 4): what there is to pay (the amount due in the provider's
 * currency, the server's message and the balance) and the Kaspi QR that pays it; support when no QR can be made.
 */
export function RegionalDebtBody({ debt, close }: { debt: RegionalDebt; close: () => void }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const handleError = useErrorHandler();
  const { user } = useCurrentUser();
  const [qr, setQr] = useState<QrState>({ kind: 'loading' });
  const currency = user?.provider.currency ?? null;

  useEffect(() => {
    const api = getBrowserApi();
    const stop = new AbortController();
    const key = `regional-debt-${crypto.randomUUID()}`;
    void startDebtPayment(api, debt, key)
      .then(async (transaction) => {
        if (stop.signal.aborted) return;
        setQr(transaction ? { kind: 'ready', transaction } : { kind: 'unavailable' });
        if (!transaction) return;
        const settled = await waitForDebtPayment(api, transaction.id, { signal: stop.signal });
        if (stop.signal.aborted || settled?.status !== 'complete') return;
        close();
        openMessage({ title: t('debtPaidTitle'), text: t('debtPaid'), icon: 'info' });
        void showRegionalBlock(api);
      })
      .catch((error: unknown) => {
        if (stop.signal.aborted) return;
        setQr({ kind: 'unavailable' });
        handleError(error);
      });
    return () => stop.abort();
  }, [close, debt, handleError, t]);

  const image = qr.kind === 'ready' ? (qr.transaction.qr?.svgDataUrl ?? qr.transaction.qr?.imageUrl ?? null) : null;
  return (
    <div className={styles.form} data-testid="regional-debt">
      <p className={styles.hint}>{debt.messageDetail || t('debtText')}</p>
      <p className={styles.hint}>{t('debtDue')}</p>
      <p className={styles.due} data-testid="debt-amount">
        {formatMoney(debt.amount, null, currency, locale)}
      </p>
      <p className={styles.hint}>{t('balance', { balance: formatMoney(debt.balance, null, currency, locale) })}</p>
      {qr.kind === 'loading' && <div className={styles.qr} role="status" aria-label={t('debtQrLoading')} />}
      {image && (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL or the platform's QR image */}
          <img className={styles.qr} src={image} alt={t('debtQrAlt')} width={220} height={220} />
          <p className={styles.hint} role="status">
            {t('debtQrHint')}
          </p>
        </>
      )}
      {qr.kind === 'unavailable' && <p className={styles.hint}>{t('debtNoQr')}</p>}
      <SupportActions close={close} />
    </div>
  );
}
