import type { Packet } from '../api/types/billing';
import { packetLd } from './seo';

const packet = {
  id: 7,
  name: 'Cinema + Series',
  short: 'Films and series',
  description: 'All films',
  totalPrice: '3490.00',
  currency: 'KZT',
  available: true,
  bundle: { customName: 'Movie Hall', customPrice: '3490.00', customDescription: null, internetSpeed: null },
  design: { backgrounds: { desktop: 'https://x/bg.svg', mobile: '' }, logo: 'https://x/logo.svg' },
} as unknown as Packet;

describe('packetLd', () => {
  it('describes a bundle by its custom name and price as a Product with an Offer', () => {
    const ld = packetLd(packet, 'https://tv.example/packets/7');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Movie Hall',
      image: 'https://x/bg.svg',
      offers: { '@type': 'Offer', price: '3490.00', priceCurrency: 'KZT', availability: 'https://schema.org/InStock' },
    });
  });

  it('marks a packet that is not sold as out of stock', () => {
    const ld = packetLd({ ...packet, available: false, bundle: null }, 'u') as {
      name: string;
      offers: { availability: string };
    };
    expect(ld.name).toBe('Cinema + Series');
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});
