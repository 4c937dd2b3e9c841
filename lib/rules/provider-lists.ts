/** The provider landing's tariff lists (catalogue-vod-billing.md sections 2 and 9). */

import { isFreeOrPromoPacket } from './pricing';

/** catalogue-vod-billing.md section 9, "Provider lists: the free packet has 140 channels." */
export const FREE_PACKET_CHANNELS = 140;

/**
 * The channel count a provider list shows for a packet. The free packet's count is the spec's: what it opens is the
 * provider's free channels, which no packet answer lists, so its own count says nothing (0 on the platform). A promo
 * packet that costs nothing (a week of premieres, a library) is not that packet and keeps its own count.
 */
export function providerListChannelCount(packet: {
  channelsCount: number;
  isBase: boolean;
  isPromo: boolean;
  actions: { nextPrice: string | number | null };
}): number {
  const free = isFreeOrPromoPacket({ nextPrice: packet.actions.nextPrice, base: packet.isBase });
  return free && !packet.isPromo ? FREE_PACKET_CHANNELS : packet.channelsCount;
}
