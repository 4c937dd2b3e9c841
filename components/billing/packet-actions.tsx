'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useEffect, useRef, useState } from 'react';
import type { Packet } from '@/lib/api/types/billing';
import { PURCHASE_QUERY, purchaseFromQuery } from '@/lib/billing/purchase-context';
import { usePurchase } from '@/lib/billing/use-purchase';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { PacketStatus } from './packet-status';
import { SubscriptionButtons } from './subscription-buttons';
import styles from './billing.module.css';

/**
 * The personal refresh (SWR) in a chunk loaded after hydration, out of the packet page's first load (issue 32): its
 * answer can only come after start-up, and until then the server's packet is shown, as before.
 */
const PacketRefresh = clientOnly(() => import('./packet-refresh').then((m) => m.PacketRefresh));

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
  const { user } = useShellViewer();
  const { startPurchase } = usePurchase();
  const [fresh, setFresh] = useState<Packet | null>(null);
  const packet = fresh ?? initial;
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
      <PacketRefresh packetRef={packetRef} enabled={user !== null} onPacket={setFresh} />
      <PacketStatus packet={packet} />
      <SubscriptionButtons packet={packet} providerId={providerId} onPacketPage />
    </div>
  );
}
