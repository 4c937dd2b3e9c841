'use client';

import { useTranslations } from 'next-intl';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import { formatMoney } from '@/lib/billing/money';
import { PeriodText } from '../period-text';
import styles from './billing-modals.module.css';

/** Packet, period, price, balance and what is paid in: the lines every pay step shows. */
export function PurchaseSummary({ context, showDue = true }: { context: PurchaseContext; showDue?: boolean }) {
  const t = useTranslations('billing');
  const { packet, option, account } = context;
  const period = context.isTrial
    ? (option?.trialPeriod ?? packet.trial?.period ?? null)
    : (option?.period ?? packet.period);
  return (
    <dl className={styles.summary}>
      <dt>{t('summary.packet')}</dt>
      <dd>{packet.bundle?.customName || packet.name}</dd>
      {period && (
        <>
          <dt>{context.isTrial ? t('summary.trial') : t('summary.period')}</dt>
          <dd>
            <PeriodText period={period} />
          </dd>
        </>
      )}
      <dt>{t('summary.price')}</dt>
      <dd>{formatMoney(context.price, packet.currency)}</dd>
      <dt>{t('summary.balance')}</dt>
      <dd data-testid="purchase-balance">{formatMoney(account.balance, account.currency)}</dd>
      {showDue && context.due > 0 && (
        <>
          <dt>{t('summary.due')}</dt>
          <dd data-testid="purchase-due">{formatMoney(context.due, packet.currency)}</dd>
        </>
      )}
    </dl>
  );
}
