import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import type { Packet } from '@/lib/api/types/billing';
import en from '@/messages/en.json';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import { SubscriptionsPanel } from './subscriptions-panel';

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{symbol} {amount}' };
let mockBalance = '1500.50';
let mockCurrent: Packet[] = [];
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/billing', () => ({
  getBalance: async () => ({ id: 5, balance: mockBalance, currency: 'KZT', isPaymentAllowed: true }),
  getCurrentSubscriptions: async () => mockCurrent,
  getFutureSubscriptions: async () => [],
}));
jest.mock('@/lib/api/platform', () => ({ getNetworkInfo: async () => ({ provider: { id: 1, isOtt: true, currency: null } }) }));
// The row's status and buttons have their own tests; here only the money a row names.
jest.mock('./packet-status', () => ({ PacketStatus: () => null }));
jest.mock('./subscription-buttons', () => ({ SubscriptionButtons: () => null }));

const renewing = (id: number, isBase: boolean, nextPrice: string): Packet =>
  ({
    id,
    name: `Packet ${id}`,
    isBase,
    isPromo: false,
    currency: 'KZT',
    bundle: null,
    subscription: { id: id * 10, renew: true },
    actions: { nextPrice },
  }) as unknown as Packet;

const renderPanel = () =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ProviderCurrencyProvider currency={tenge}>
        <SubscriptionsPanel />
      </ProviderCurrencyProvider>
    </SWRConfig>,
  );

beforeEach(() => {
  mockBalance = '1500.50';
  mockCurrent = [];
});

describe('SubscriptionsPanel', () => {
  it("shows the account balance in the provider's currency format above the subscriptions", async () => {
    renderPanel();
    const balance = screen.getByRole('region', { name: en.billing.account.balance });
    expect(await within(balance).findByText('₸ 1,500.50')).toBeInTheDocument();
    expect(await screen.findByText(en.billing.account.none)).toBeInTheDocument();
  });

  it('names a next payment of "0.00" Free and leaves out an unreadable one, while a zero balance stays money (issue 36 item 5)', async () => {
    mockBalance = '0.00';
    mockCurrent = [renewing(1, true, '1990.00'), renewing(2, false, '0.00'), renewing(3, true, '')];
    renderPanel();
    const next = (price: string) => en.billing.account.nextPrice.replace('{price}', price);
    expect(await within(await screen.findByTestId('subscription-1')).findByText(next('₸ 1,990'))).toBeInTheDocument();
    expect(within(screen.getByTestId('subscription-2')).getByText(next(en.billing.priceFree))).toBeInTheDocument();
    expect(screen.getByTestId('subscription-3').textContent).not.toContain(next('').trim());
    const balance = screen.getByRole('region', { name: en.billing.account.balance });
    // A balance of nothing is a balance, not a price.
    expect(await within(balance).findByText('₸ 0')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(next('₸ 0'));
  });
});
