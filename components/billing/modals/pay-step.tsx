'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import { PurchaseSummary } from './purchase-summary';
import styles from './billing-modals.module.css';

/**
 * The shape every pay step on a bank's side shares: what is bought, what happens next (`children`), and one button
 * that pays, busy (and disabled) while its call runs so a second press starts nothing.
 */
export function PayStep({
  context,
  children,
  label,
  onPay,
  busy,
  disabled = false,
  testId,
}: {
  context: PurchaseContext;
  children?: ReactNode;
  label: string;
  onPay: () => void;
  busy: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const t = useTranslations('billing');
  return (
    <div className={styles.body}>
      <PurchaseSummary context={context} />
      {children}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={onPay}
          disabled={disabled || busy}
          aria-busy={busy}
          data-testid={testId}
        >
          {busy ? t('processing') : label}
        </button>
      </div>
    </div>
  );
}
