import { screen, within } from '@testing-library/react';
import { renderWithIntl as render } from '@/tests/support/intl';
import { createTranslator } from 'next-intl';
import type { PromoPacket, Promotion, Row } from '@/lib/api/types/catalogue';
import en from '@/messages/en.json';
import { PacketPromoGrid, isPacketPromoRow } from './packet-promo-items';
import { PacketPromoRow } from './packet-promo-row';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('next-intl').createTranslator({ locale: 'en', messages: require('@/messages/en.json'), namespace }),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
// Every price goes through the provider's FORMAT template: a symbol-first one shows the template is used, not a default.
// A price of "0.00" reads as the app's Free (lib/billing/server.ts loadPriceFormatter).
jest.mock('@/lib/billing/server', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { moneyFormatter, priceFormatter } = require('@/lib/billing/money');
  const free = require('@/messages/en.json').billing.priceFree;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{symbol}{amount}' };
  return { loadPriceFormatter: async () => priceFormatter(moneyFormatter(tenge, 'en'), free) };
});

const month = { days: 0, months: 1, years: 0 };
const packet = (id: number, fields: Partial<PromoPacket> = {}): PromoPacket => ({
  id,
  name: `Packet ${id}`,
  short: '',
  price: '2490.00',
  currency: 'KZT',
  period: month,
  trial: null,
  base: false,
  channelsCount: 0,
  subscribed: false,
  periods: [],
  ...fields,
});

const promotion = (id: number, item: PromoPacket | null, idNoOtt: number | null = null): Promotion => ({
  id,
  title: `Promo ${id}`,
  short: '',
  description: '',
  destination: {
    type: 'packet',
    id: item?.id ?? 9,
    slug: null,
    libraryId: null,
    idNoOtt,
    src: null,
    title: null,
    description: null,
  },
  background: null,
  colorBg: '#3b1f4a',
  images: [],
  graphicTitle: { tv: null, mobile: null },
  packet: item,
});

const row = (template: string, promotions: Promotion[]): Row =>
  ({
    id: 7,
    slug: 'packets',
    title: 'Packets',
    template,
    contentType: 'promo',
    promotions,
    contents: [],
    persons: [],
    channels: [],
    history: [],
  }) as unknown as Row;

const price = createTranslator({ locale: 'en', messages: en, namespace: 'billing.period' });

describe('PacketPromoRow', () => {
  it('shows the packet name, price per period and trial, with a button that starts the purchase', async () => {
    const trial = packet(2, {
      name: 'Cinema',
      trial: { price: '100.00', period: { days: 7, months: 0, years: 0 } },
      channelsCount: 3,
    });
    render(await PacketPromoRow({ row: row('packet_promo', [promotion(11, trial)]), providerIsOtt: true }));
    const card = screen.getByTestId('packet-promo');
    expect(within(card).getByRole('heading', { name: 'Cinema' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Cinema' }).getAttribute('href')).toBe('/en/packets/2');
    expect(within(card).getByTestId('packet-promo-price').textContent).toBe(`₸2,490 / ${price('months', { count: 1 })}`);
    expect(within(card).getByTestId('packet-promo-trial').textContent).toBe(`${en.billing.period.trial} 7 days · ₸100`);
    const buy = within(card).getByTestId('packet-promo-buy');
    expect(buy.textContent).toBe(en.billing.actions.trial);
    expect(buy.getAttribute('href')).toBe('/en/packets/2?action=buy');
  });

  it('reads a price and a trial of "0.00" as Free, the same word every price uses (issue 36 item 5)', async () => {
    const free = packet(2, { price: '0.00', trial: { price: '0.00', period: { days: 7, months: 0, years: 0 } } });
    render(await PacketPromoRow({ row: row('packet_promo', [promotion(11, free)]), providerIsOtt: true }));
    const card = screen.getByTestId('packet-promo');
    expect(within(card).getByTestId('packet-promo-price').textContent).toBe(`${en.billing.priceFree} / ${price('months', { count: 1 })}`);
    expect(within(card).getByTestId('packet-promo-trial').textContent).toBe(`${en.billing.period.trial} 7 days · ${en.billing.priceFree}`);
  });

  it('marks the base packet and a held packet, which gets its page instead of a purchase', async () => {
    const held = packet(1, { base: true, subscribed: true, trial: null });
    render(await PacketPromoRow({ row: row('packet_promo_base', [promotion(14, held)]), providerIsOtt: true }));
    const card = screen.getByTestId('packet-promo');
    expect(within(card).getByText(en.catalogue.packetPromo.basePacket)).toBeTruthy();
    expect(within(card).getByText(en.catalogue.packetPromo.subscribed)).toBeTruthy();
    expect(within(card).queryByTestId('packet-promo-buy')).toBeNull();
    expect(within(card).getByRole('link', { name: en.catalogue.packetPromo.manage }).getAttribute('href')).toBe(
      '/en/packets/1',
    );
  });

  it('leads a non-OTT provider to the packet sold under id_no_ott', async () => {
    render(await PacketPromoRow({ row: row('packet_promo', [promotion(11, packet(2), 42)]), providerIsOtt: false }));
    expect(screen.getByTestId('packet-promo-buy').getAttribute('href')).toBe('/en/packets/42?action=buy');
  });

  it('draws donate_packs as one amount card per purchase period, the longer ones with their saving', async () => {
    const gift = packet(2, {
      name: 'Cinema',
      periods: [
        { id: 201, period: month, amount: '2490.00' },
        { id: 203, period: { days: 0, months: 3, years: 0 }, amount: '6700.00' },
      ],
    });
    render(await PacketPromoRow({ row: row('donate_packs', [promotion(15, gift)]), providerIsOtt: true }));
    const cards = screen.getAllByTestId('donate-amount');
    // Each amount starts the purchase with its own period picked.
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/en/packets/2?action=buy&period=201',
      '/en/packets/2?action=buy&period=203',
    ]);
    expect(cards[0].textContent).toBe(`₸2,490${price('months', { count: 1 })}Cinema`);
    expect(cards[1].textContent).toContain('₸6,700');
    expect(cards[1].textContent).toContain(price('discount', { percent: 10 }));
  });

  it('gives an amount that cannot be read neither a sum nor a saving (issue 36 item 5)', async () => {
    const gift = packet(2, {
      name: 'Cinema',
      periods: [
        { id: 201, period: month, amount: '2490.00' },
        { id: 203, period: { days: 0, months: 3, years: 0 }, amount: '' },
      ],
    });
    render(await PacketPromoRow({ row: row('donate_packs', [promotion(15, gift)]), providerIsOtt: true }));
    expect(screen.getAllByTestId('donate-amount')[1].textContent).toBe(`${price('months', { count: 3 })}Cinema`);
  });

  it('a gift amount of a packet without purchase periods starts the purchase without one', async () => {
    render(await PacketPromoRow({ row: row('donate_packs', [promotion(15, packet(3))]), providerIsOtt: false }));
    expect(screen.getByTestId('donate-amount').getAttribute('href')).toBe('/en/packets/3?action=buy');
  });

  it('links a row of more than 2 packets to its row page, which lists the same offers', async () => {
    const packets = [2, 3, 4].map((id) => promotion(10 + id, packet(id)));
    const view = render(await PacketPromoRow({ row: row('packet_promo', packets), providerIsOtt: true }));
    expect(screen.getByRole('link', { name: en.catalogue.openAll }).getAttribute('href')).toBe('/en/row/packets');
    view.unmount();
    render(await PacketPromoGrid({ row: row('packet_promo', packets), providerIsOtt: true }));
    expect(within(screen.getByTestId('row-items')).getAllByTestId('packet-promo')).toHaveLength(3);
  });

  it('has no "open all" for a single packet', async () => {
    render(
      await PacketPromoRow({
        row: row('packet_promo_base', [promotion(14, packet(1, { base: true }))]),
        providerIsOtt: true,
      }),
    );
    expect(screen.queryByRole('link', { name: en.catalogue.openAll })).toBeNull();
  });

  it('takes only packet templates whose items carry their packets', () => {
    expect(isPacketPromoRow(row('packet_promo', [promotion(1, packet(2))]))).toBe(true);
    expect(isPacketPromoRow(row('packet_promo', [promotion(1, null)]))).toBe(false);
    expect(isPacketPromoRow(row('promo-wide', [promotion(1, packet(2))]))).toBe(false);
  });
});
