'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import type { Packet } from '@/lib/api/types/billing';
import { packetHref } from '@/lib/billing/purchase-context';
import { usePurchase } from '@/lib/billing/use-purchase';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { serverAllows, subscriptionActions, type SubscriptionAction } from '@/lib/rules/subscription-actions';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './billing.module.css';

/**
 * What the "Subscription actions by state" table reads from a packet as the platform answers it, less what the
 * subscription's own flags (can_disable_renew, can_unsubscribe, can_enable_renew) forbid.
 */
export function actionsOf(packet: Packet, providerId: number, hasPurchases: boolean): SubscriptionAction[] {
  const current = packet.subscription;
  const held = current ?? packet.nextSubscription;
  const subscription = current
    ? { status: current.status, renew: current.renew, canChangePeriod: current.actions.canChangePeriod }
    : packet.nextSubscription
      ? { status: 'future' as const, renew: packet.nextSubscription.renew, canChangePeriod: false }
      : null;
  const actions = subscriptionActions({
    providerId,
    packetType: packet.isPromo ? 'promo' : 'regular',
    hasParentPacket: packet.parentName !== null,
    allowDeletePaused: packet.allowDeletePaused,
    hasPurchases,
    subscription,
  });
  return subscription && held
    ? actions.filter((action) => serverAllows(action, subscription.status, held.actions))
    : actions;
}

export interface SubscriptionButtonsProps {
  packet: Packet;
  providerId: number;
  /** On the packet page "open the packet page" is the enable button itself. */
  onPacketPage?: boolean;
}

export function SubscriptionButtons({ packet, providerId, onPacketPage = false }: SubscriptionButtonsProps) {
  const t = useTranslations('billing.actions');
  const { startPurchase } = usePurchase();
  const { perform } = useSubscriptionAction();
  // The shell's viewer, which it only follows: SWR stays out of the packet pages' first load (issue 32). The provider
  // object of users/self says whether the viewer works with purchases (is_have_purchases).
  const { user } = useShellViewer();
  const actions = actionsOf(packet, providerId, user?.provider.hasPurchases ?? false);
  if (!packet.available && actions.some((action) => action === 'enable' || action === 'open_packet_page')) return null;
  return (
    <div className={styles.buttons}>
      {actions.map((action) => {
        if (action === 'open_packet_page' && !onPacketPage) {
          return (
            <IntentLink key={action} className={styles.primary} href={packetHref(packet.id)}>
              {t('enable')}
            </IntentLink>
          );
        }
        if (action === 'enable' || action === 'open_packet_page') {
          return (
            <span key={action} className={styles.buttons}>
              {packet.isTrial && packet.trial && (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => void startPurchase({ packetId: packet.id, trial: true })}
                >
                  {t('trial')}
                </button>
              )}
              <button
                type="button"
                className={styles.primary}
                onClick={() => void startPurchase({ packetId: packet.id })}
                data-action="enable"
              >
                {t('enable')}
              </button>
            </span>
          );
        }
        return (
          <button
            key={action}
            type="button"
            className={action === 're_enable' ? styles.primary : styles.secondary}
            onClick={() => void perform(action, packet)}
            data-action={action}
          >
            {t(action)}
          </button>
        );
      })}
    </div>
  );
}
