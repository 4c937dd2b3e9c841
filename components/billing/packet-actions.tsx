'use client';

import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { Packet } from '@/lib/api/types/billing';
import { PURCHASE_QUERY, purchaseFromQuery } from '@/lib/billing/purchase-context';
import { usePurchase } from '@/lib/billing/use-purchase';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { PacketStatus } from './packet-status';
import { SubscriptionButtons } from './subscription-buttons';
import styles from './billing.module.css';
import { packetKey } from '@/lib/swr-keys/account';

async function loadPacket(packetRef: string): Promise<Packet> {
  const [{ getBrowserApi }, { getPacket }] = await Promise.all([import('@/lib/api/browser'), import('@/lib/api/billing')]);
  return getPacket(getBrowserApi(), packetRef);
}

/**
 * The viewer's own state of a server-rendered packet: status and buttons load in the browser with the session,
 * and `?action=buy` starts the purchase once, with the period of `&period=<id>` already picked.
 */
export function PacketActions({
  packetRef,
  initial,
  providerId,
}: {
  packetRef: string;
  initial: Packet;
  providerId: number;
}) {
  const { user } = useCurrentUser();
  const { startPurchase } = usePurchase();
  // The billing API loads with this personal refresh, after start-up, not with the page.
  const { data } = useSWR(user ? packetKey(packetRef) : null, () => loadPacket(packetRef), {
    revalidateOnFocus: false,
  });
  const packet = data ?? initial;
  const started = useRef(false);

  useEffect(() => {
    const url = new URL(window.location.href);
    const asked = purchaseFromQuery(url.searchParams);
    if (started.current || !asked || !user) return;
    started.current = true;
    url.searchParams.delete(PURCHASE_QUERY.action);
    url.searchParams.delete(PURCHASE_QUERY.period);
    window.history.replaceState(window.history.state, '', url);
    void startPurchase({ packetId: packetRef, ...asked });
  }, [packetRef, startPurchase, user]);

  return (
    <div className={styles.section}>
      <PacketStatus packet={packet} />
      <SubscriptionButtons packet={packet} providerId={providerId} onPacketPage />
    </div>
  );
}
