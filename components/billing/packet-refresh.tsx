'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import type { Packet } from '@/lib/api/types/billing';
import { packetKey } from '@/lib/swr-keys/account';

async function loadPacket(packetRef: string): Promise<Packet> {
  const [{ getBrowserApi }, { getPacket }] = await Promise.all([
    import('@/lib/api/browser'),
    import('@/lib/api/billing'),
  ]);
  return getPacket(getBrowserApi(), packetRef);
}

/**
 * The viewer's own state of a packet, asked once start-up has a viewer (`enabled`) and again whenever a writer
 * mutates its key (a purchase, a subscription action): renders nothing, hands each answer up (PacketActions).
 */
export function PacketRefresh({
  packetRef,
  enabled,
  onPacket,
}: {
  packetRef: string;
  enabled: boolean;
  onPacket: (packet: Packet) => void;
}) {
  // The billing API loads with this personal refresh, after start-up, not with the page.
  const { data } = useSWR(enabled ? packetKey(packetRef) : null, () => loadPacket(packetRef), {
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (data) onPacket(data);
  }, [data, onPacket]);
  return null;
}
