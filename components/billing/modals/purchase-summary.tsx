'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { isTopUp, purchaseCurrency, purchaseName, type PurchaseContext } from '@/lib/billing/purchase-context';
import { useMoney, usePrice } from '@/components/ui/money-format';
import { periodEnd } from '@/lib/rules/pricing';
import { PeriodText } from '../period-text';
import styles from './billing-modals.module.css';

/** Packet, period, price, balance and what is paid in: the lines every pay step shows. */
export function PurchaseSummary({ context, showDue = true }: { context: PurchaseContext; showDue?: boolean }) {
  const t = useTranslations('billing');
  const money = useMoney();
  const price = usePrice();
  const format = useFormatter();
  const { packet, option, account, rental } = context;
  const currency = purchaseCurrency(context);
  if (isTopUp(context)) {
    return (
      <dl className={styles.summary}>
        <dt>{t('summary.topUp')}</dt>
        <dd data-testid="purchase-due">{money(context.due, currency)}</dd>
        <dt>{t('summary.balance')}</dt>
        <dd data-testid="purchase-balance">{money(account.balance, account.currency)}</dd>
      </dl>
    );
  }
  const period = rental
    ? rental.offer.period
    : context.isTrial
      ? (option?.trialPeriod ?? packet?.trial?.period ?? null)
      : (option?.period ?? packet?.period ?? null);
  // A purchase starts now unless the packet is still held (a renewal or a change queues after the current one).
  const startsNow = rental !== null || !packet?.subscription;
  return (
    <dl className={styles.summary}>
      <dt>{rental ? t('summary.rental') : t('summary.packet')}</dt>
      <dd>{purchaseName(context)}</dd>
      {period && (
        <>
          <dt>{rental ? t('summary.rentalPeriod') : context.isTrial ? t('summary.trial') : t('summary.period')}</dt>
          <dd>
            <PeriodText period={period} />
          </dd>
          {startsNow && (
            <>
              <dt>{t('summary.until')}</dt>
              <dd data-testid="purchase-until">
                {format.dateTime(periodEnd(new Date(), period), { dateStyle: 'medium' })}
              </dd>
            </>
          )}
        </>
      )}
      <dt>{t('summary.price')}</dt>
      <dd data-testid="purchase-price">{price(context.price, currency)}</dd>
      <dt>{t('summary.balance')}</dt>
      <dd data-testid="purchase-balance">{money(account.balance, account.currency)}</dd>
      {showDue && context.due > 0 && (
        <>
          <dt>{t('summary.due')}</dt>
          <dd data-testid="purchase-due">{money(context.due, currency)}</dd>
        </>
      )}
    </dl>
  );
}
