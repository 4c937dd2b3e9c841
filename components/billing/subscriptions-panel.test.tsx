import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import en from '@/messages/en.json';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import { SubscriptionsPanel } from './subscriptions-panel';

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{symbol} {amount}' };
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/billing', () => ({
  getBalance: async () => ({ id: 5, balance: '1500.50', currency: 'KZT', isPaymentAllowed: true }),
  getCurrentSubscriptions: async () => [],
  getFutureSubscriptions: async () => [],
}));
jest.mock('@/lib/api/platform', () => ({ getNetworkInfo: async () => ({ provider: { id: 1, isOtt: true, currency: null } }) }));

describe('SubscriptionsPanel', () => {
  it("shows the account balance in the provider's currency format above the subscriptions", async () => {
    renderWithIntl(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ProviderCurrencyProvider currency={tenge}>
          <SubscriptionsPanel />
        </ProviderCurrencyProvider>
      </SWRConfig>,
    );
    const balance = screen.getByRole('region', { name: en.billing.account.balance });
    expect(await within(balance).findByText('₸ 1,500.50')).toBeInTheDocument();
    expect(await screen.findByText(en.billing.account.none)).toBeInTheDocument();
  });
});
