'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { getCurrentSubscriptions, getFutureSubscriptions } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import { getNetworkInfo } from '@/lib/api/platform';
import type { Packet } from '@/lib/api/types/billing';
import { usePrice } from '@/components/ui/money-format';
import { packetHref } from '@/lib/billing/purchase-context';
import { PACKET_PAGE_PROVIDER_ID, subscriptionBlockOf, type SubscriptionBlock } from '@/lib/rules/subscription-actions';
import { AccountBalance } from './account-balance';
import { PacketStatus } from './packet-status';
import { SubscriptionButtons } from './subscription-buttons';
import styles from './billing.module.css';
import { currentSubscriptionsKey, networkKey } from '@/lib/swr-keys/account';

const BLOCKS: SubscriptionBlock[] = ['base', 'regular', 'promo'];

async function loadSubscriptions(): Promise<Packet[]> {
  const api = getBrowserApi();
  const [current, futures] = await Promise.all([getCurrentSubscriptions(api), getFutureSubscriptions(api)]);
  const currentIds = new Set(current.map((packet) => packet.id));
  return [...current, ...futures.filter((packet) => !currentIds.has(packet.id))];
}

/**
 * The account's balance, then its subscription blocks (core-session-account.md section 2): base subscriptions,
 * subscriptions and promo subscriptions, each packet with its status and actions.
 */
export function SubscriptionsPanel() {
  const t = useTranslations('billing.account');
  const price = usePrice();
  const { data, error, isLoading } = useSWR(currentSubscriptionsKey(), loadSubscriptions, { revalidateOnFocus: false });
  const { data: network } = useSWR(networkKey(), () => getNetworkInfo(getBrowserApi()), { revalidateOnFocus: false });
  const providerId = network?.provider?.id ?? PACKET_PAGE_PROVIDER_ID;

  const balance = <AccountBalance />;
  if (isLoading)
    return (
      <div className={styles.panel}>
        {balance}
        <div className={styles.skeleton} aria-busy="true" />
      </div>
    );
  if (error)
    return (
      <div className={styles.panel}>
        {balance}
        <p className={styles.muted}>{t('loadError')}</p>
      </div>
    );
  const packets = data ?? [];
  if (packets.length === 0) {
    return (
      <div className={styles.panel}>
        {balance}
        <p className={styles.muted}>{t('none')}</p>
        <LocalizedLink className={styles.primary} href="/packets">
          {t('choose')}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {balance}
      {BLOCKS.map((block) => {
        const members = packets.filter(
          (packet) =>
            subscriptionBlockOf({
              base: packet.isBase,
              packetType: packet.isPromo ? 'promo' : 'regular',
              nextPrice: packet.actions.nextPrice,
            }) === block,
        );
        if (members.length === 0) return null;
        return (
          <section key={block} className={styles.section} aria-labelledby={`subscriptions-${block}`}>
            <h2 id={`subscriptions-${block}`} className={styles.sectionTitle}>
              {t(`blocks.${block}`)}
            </h2>
            {members.map((packet) => {
              // A next price that cannot be read names no payment rather than "Next payment: " with nothing.
              const nextPrice = packet.subscription?.renew ? price(packet.actions.nextPrice, packet.currency) : '';
              return (
                <div key={packet.id} className={styles.row} data-testid={`subscription-${packet.id}`}>
                  <div>
                    <LocalizedLink className={styles.cardLink} href={packetHref(packet.id)}>
                      <strong>{packet.bundle?.customName || packet.name}</strong>
                    </LocalizedLink>
                    <PacketStatus packet={packet} />
                    {nextPrice && <p className={styles.muted}>{t('nextPrice', { price: nextPrice })}</p>}
                  </div>
                  <SubscriptionButtons packet={packet} providerId={providerId} />
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
