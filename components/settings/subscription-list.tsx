'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useErrorHandler } from '@/components/alerts/use-error-handler';
import { confirmAction } from '@/components/session/confirm';
import { deleteFutureSubscription, disableSubscription, getCurrentSubscriptions, getFutureSubscriptions, updateSubscription } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import type { Packet } from '@/lib/api/types/billing';
import { ensureParentalAccess } from '@/lib/parental/browser-gate';
import { actionRequirements, subscriptionActions, subscriptionBlockOf, type SubscriptionAction, type SubscriptionBlock } from '@/lib/rules/subscription-actions';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './settings.module.css';

const BLOCKS: SubscriptionBlock[] = ['base', 'regular', 'promo'];

async function loadSubscriptions(): Promise<Packet[]> {
  const api = getBrowserApi();
  const [current, futures] = await Promise.all([getCurrentSubscriptions(api), getFutureSubscriptions(api)]);
  return [...current, ...futures.filter((packet) => !current.some((item) => item.id === packet.id))];
}

/** Account subscriptions in three blocks (base, subscriptions, promo) with the actions the billing rules allow. */
export function SubscriptionList() {
  const t = useTranslations('settings');
  const handleError = useErrorHandler();
  const { user } = useCurrentUser();
  const { data, isLoading, mutate } = useSWR('settings:subscriptions', loadSubscriptions);

  function actionsOf(packet: Packet): SubscriptionAction[] {
    const subscription = packet.subscription ?? packet.nextSubscription;
    return subscriptionActions({
      providerId: packet.providerId ?? 0,
      packetType: packet.isPromo ? 'promo' : null,
      hasParentPacket: Boolean(packet.parentName),
      allowDeletePaused: packet.allowDeletePaused,
      hasPurchases: Boolean(user?.provider.hasPurchases),
      subscription: subscription && { status: subscription.status, renew: subscription.renew, canChangePeriod: subscription.actions.canChangePeriod },
    });
  }

  async function run(packet: Packet, action: SubscriptionAction) {
    const needs = actionRequirements(action);
    if (needs.parentalAction && !(await ensureParentalAccess(needs.parentalAction))) return;
    if (needs.confirm) {
      const confirmed = await confirmAction({ title: packet.name, text: t('disableText', { name: packet.name }), confirm: t('disable'), cancel: t('cancel') });
      if (!confirmed) return;
    }
    const api = getBrowserApi();
    try {
      const subscription = packet.subscription ?? packet.nextSubscription;
      if (!subscription) return;
      if (action === 'disable') await disableSubscription(api, subscription.id);
      else if (action === 'disable_future') await deleteFutureSubscription(api, subscription.id);
      else if (action === 're_enable') await updateSubscription(api, subscription.id, { renew: true });
      await mutate();
    } catch (error) {
      handleError(error, { display: 'modal' });
    }
  }

  if (isLoading || !data) return <div className={styles.skeleton} aria-busy="true" />;
  if (data.length === 0) {
    return (
      <div className={styles.guest}>
        <p>{t('noSubscriptions')}</p>
        <Link className={styles.primary} href="/packets">
          {t('choosePackets')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {BLOCKS.map((block) => {
        const packets = data.filter((packet) => subscriptionBlockOf({ base: packet.isBase, packetType: packet.isPromo ? 'promo' : null, nextPrice: packet.subscription?.actions.nextPrice ?? packet.price }) === block);
        if (packets.length === 0) return null;
        return (
          <section key={block} className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(`blocks.${block}`)}</h2>
            <ul className={styles.list}>
              {packets.map((packet) => (
                <li key={packet.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <strong>{packet.name}</strong>
                    <span className={styles.muted}>{t(`status.${(packet.subscription ?? packet.nextSubscription)?.status ?? 'ended'}`)}</span>
                  </div>
                  {actionsOf(packet).map((action) =>
                    action === 'enable' || action === 'open_packet_page' || action === 'change' ? (
                      <Link key={action} className={styles.secondary} href={`/packets/${packet.id}`}>
                        {t(`actions.${action}`)}
                      </Link>
                    ) : (
                      <button key={action} type="button" className={action === 're_enable' ? styles.primary : styles.danger} onClick={() => run(packet, action)}>
                        {t(`actions.${action}`)}
                      </button>
                    ),
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
