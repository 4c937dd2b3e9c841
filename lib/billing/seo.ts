import type { Packet } from '../api/types/billing';

/** schema.org Product with its Offer for a packet page: name, description, image, price and currency. */
export function packetLd(packet: Packet, url: string): Record<string, unknown> {
  const price = packet.bundle?.customPrice ?? packet.totalPrice;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: packet.bundle?.customName || packet.name,
    description: packet.bundle?.customDescription || packet.description || packet.short,
    image: packet.design.backgrounds.desktop || packet.design.logo,
    url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: packet.currency,
      url,
      availability: packet.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
