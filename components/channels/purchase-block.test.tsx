import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import type { Packet } from '@/lib/api/types/billing';
import type { Channel } from '@/lib/api/types/channels';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import en from '@/messages/en.json';
import { PurchaseBlock } from './purchase-block';

let mockPackets: Packet[] = [];
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/channels', () => ({
  getChannelPackets: async () => ({ packetIds: mockPackets.map((packet) => packet.id), havePurchases: true }),
}));
jest.mock('@/lib/api/billing', () => ({ getPacketsForChannel: async () => mockPackets }));
jest.mock('@/lib/billing/use-purchase', () => ({ usePurchase: () => ({ startPurchase: jest.fn() }) }));
jest.mock('@/lib/session/use-auth-gate', () => ({ useRequireSignIn: () => jest.fn() }));
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: null }) }));
jest.mock('@/lib/i18n/use-localized-router', () => ({ useLocalizedRouter: () => ({ push: jest.fn() }) }));

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };
const channel = { id: 7, cover: { bg: '' } } as unknown as Channel;
const viewer = { signedIn: true, userId: 3 } as unknown as ChannelViewer;
const MONTH = { years: 0, months: 1, days: 0 };
const packet = (id: number, price: string, period = MONTH): Packet =>
  ({ id, name: `Packet ${id}`, price, currency: 'KZT', period }) as unknown as Packet;
const from = (price: string) => en.channels.priceFrom.replace('{price}', price);

const renderBlock = () =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ProviderCurrencyProvider currency={tenge}>
        <PurchaseBlock channel={channel} viewer={viewer} promoDays={0} onPurchased={() => undefined} />
      </ProviderCurrencyProvider>
    </SWRConfig>,
  );

describe('the purchase block of a channel the viewer has not bought (issue 36 item 5)', () => {
  it('names a packet costing "0.00" Free, leaves an unreadable price blank, and never writes "0 ₸"', async () => {
    mockPackets = [packet(1, '1990.00'), packet(2, '0.00'), packet(3, '')];
    renderBlock();
    const options = within(await screen.findByRole('list', { name: en.channels.allOptions })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual([
      `Packet 11,990 ₸${en.channels.enable}`,
      `Packet 2${en.billing.priceFree}${en.channels.enable}`,
      `Packet 3${en.channels.enable}`,
    ]);
    // The cheapest way in is free: it says so, not "from Free", nor "from" the unreadable one.
    expect(screen.getByTestId('purchase-block').textContent).toContain(en.billing.priceFree);
    expect(screen.queryByText(from(en.billing.priceFree))).toBeNull();
    expect(screen.getByTestId('purchase-block').textContent).not.toMatch(/\b0 ₸/);
  });

  it('starts "from" at the cheapest readable price, passing over an unreadable one', async () => {
    mockPackets = [packet(1, '1990.00'), packet(3, 'n/a'), packet(2, '990.00')];
    renderBlock();
    expect(await screen.findByText(from('990 ₸'))).toBeInTheDocument();
  });

  it("says a month's price as a month's: a year's price over its twelve months, not the year's price \"a month\"", async () => {
    mockPackets = [packet(1, '1990.00'), packet(2, '12000.00', { years: 1, months: 0, days: 0 })];
    renderBlock();
    expect(await screen.findByText(from('1,000 ₸'))).toBeInTheDocument();
    expect(screen.queryByText(from('1,990 ₸'))).toBeNull();
  });

  it('gives a price sold by the week with its period, never "a month"', async () => {
    mockPackets = [packet(1, '500.00', { years: 0, months: 0, days: 7 })];
    renderBlock();
    expect(await screen.findByText('500 ₸ · 7 days')).toBeInTheDocument();
    expect(screen.getByTestId('purchase-block').textContent).not.toContain(from('500 ₸'));
  });
});
