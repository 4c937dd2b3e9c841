'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { getBalance } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { AccountTopUp } from './account-top-up';
import { useMoney } from '@/components/ui/money-format';
import styles from './billing.module.css';
import { balanceKey } from '@/lib/swr-keys/account';

/**
 * The account's balance on the account page, in the provider's currency format, with its top-up where payment is
 * allowed. It reloads with the other billing data after a payment (balanceKey), so it stays what the
 * platform holds.
 */
export function AccountBalance() {
  const t = useTranslations('billing.account');
  const money = useMoney();
  // The bank partner takes no payments in the app (catalogue-vod-billing.md section 6).
  const { hidePayment } = usePartnerVariant();
  const { data, error } = useSWR(balanceKey(), () => getBalance(getBrowserApi()), { revalidateOnFocus: false });
  if (error) return null;
  return (
    <section className={styles.balance} aria-labelledby="account-balance-title" data-testid="account-balance">
      <h2 id="account-balance-title" className={styles.balanceTitle}>
        {t('balance')}
      </h2>
      {/* The line keeps its height while the balance loads, so the subscriptions below do not move. */}
      <p className={styles.balanceAmount} data-testid="account-balance-amount" aria-busy={!data}>
        {data ? money(data.balance, data.currency) : '\u00a0'}
      </p>
      {/* Drawn while the balance loads too (no shift), usable once the account says payment is allowed. */}
      {!hidePayment && (!data || data.isPaymentAllowed) && <AccountTopUp disabled={!data} />}
    </section>
  );
}
