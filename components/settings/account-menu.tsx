'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { SubscriptionsPanel } from '@/components/billing/subscriptions-panel';
import { getBalance } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import { getPaySystems } from '@/lib/api/payments';
import { getPlatformResources } from '@/lib/api/platform';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { LogoutButton } from './logout-button';
import styles from './settings.module.css';
import { useAccountLink } from './use-account-link';
import { canPayKey, platformResourcesKey } from '@/lib/swr-keys/settings';

/**
 * Account menu (core-session-account.md section 2): subscriptions or the provider's account link, payment when
 * allowed, profiles, parental settings, information, language when language lists exist, devices, logout; then the
 * subscription blocks (base subscriptions, subscriptions, promo subscriptions) unless the provider keeps the account.
 */
export function AccountMenu() {
  const t = useTranslations('settings');
  const variant = usePartnerVariant();
  const { data: resources } = useSWR(platformResourcesKey(), () => getPlatformResources(getBrowserApi()));
  const accountLink = useAccountLink();
  const { data: canPay } = useSWR(variant.hidePayment ? null : canPayKey(), async () => {
    const api = getBrowserApi();
    const account = await getBalance(api);
    return account.isPaymentAllowed && (await getPaySystems(api, account.id)).length > 0;
  });
  const paymentAllowed = canPay === true;

  return (
    <>
      <ul className={styles.menu}>
        <li>
          {accountLink ? (
            <a className={styles.menuItem} href={accountLink.url} target="_blank" rel="noopener noreferrer">
              {accountLink.label}
            </a>
          ) : (
            <LocalizedLink className={styles.menuItem} href="/settings/subscriptions">
              {t('subscriptions')}
            </LocalizedLink>
          )}
        </li>
        {paymentAllowed && (
          <li>
            <LocalizedLink className={styles.menuItem} href="/settings/payment">
              {t('payment')}
            </LocalizedLink>
          </li>
        )}
        <li>
          <LocalizedLink className={styles.menuItem} href="/settings/profiles">
            {t('profiles')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink className={styles.menuItem} href="/settings/parental">
            {t('parental')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink className={styles.menuItem} href="/settings/info">
            {t('info')}
          </LocalizedLink>
        </li>
        {Boolean(resources?.languages.length) && (
          <li>
            <LocalizedLink className={styles.menuItem} href="/settings/language">
              {t('language')}
            </LocalizedLink>
          </li>
        )}
        <li>
          <LocalizedLink className={styles.menuItem} href="/settings/devices">
            {t('devices')}
          </LocalizedLink>
        </li>
        <li>
          <LogoutButton />
        </li>
      </ul>
      {!accountLink && <SubscriptionsPanel />}
    </>
  );
}
