import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import type { PaySystem } from '@/lib/api/types/billing';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import en from '@/messages/en.json';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import { PayRedirectBody } from './pay-redirect-body';

const startPayment = jest.fn();
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/billing/start-payment', () => ({ startPayment: (...args: unknown[]) => startPayment(...args) }));

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };
const bankPage = { id: 1, shortname: 'card', payform: 'short_url', mode: 'redirect' } as unknown as PaySystem;
const linked = { id: 4, shortname: 'linkedcard', payform: 'linkedcard' } as unknown as PaySystem;
const context = (paySystems: PaySystem[]) =>
  ({
    packet: { id: 6, name: 'Series', currency: 'KZT', bundle: null, period: { days: 0, months: 1, years: 0 } },
    rental: null,
    option: null,
    isTrial: false,
    price: 1790,
    due: 1790,
    account: { id: 9, balance: '0.00', currency: 'KZT', isPaymentAllowed: true },
    paySystems,
    cards: [],
    contentId: null,
    idempotencyKey: 'k',
  }) as unknown as PurchaseContext;

const renderBody = (paySystems: PaySystem[]) =>
  renderWithIntl(
    <ProviderCurrencyProvider currency={tenge}>
      <PayRedirectBody props={{ context: context(paySystems), paySystem: bankPage }} close={jest.fn()} />
    </ProviderCurrencyProvider>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  startPayment.mockResolvedValue(null);
});

describe('PayRedirectBody', () => {
  it('lets the buyer keep the card paid with on the bank page where the provider pays from linked cards', async () => {
    renderBody([bankPage, linked]);
    await userEvent.click(screen.getByRole('checkbox', { name: en.billing.redirect.saveCard }));
    await userEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(startPayment).toHaveBeenCalledTimes(1));
    expect(startPayment.mock.calls[0][3]).toMatchObject({ saveCard: true });
  });

  it('offers no card saving where the provider has no linked-card payments', async () => {
    renderBody([bankPage]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(startPayment).toHaveBeenCalledTimes(1));
    expect(startPayment.mock.calls[0][3]).toMatchObject({ saveCard: false });
  });
});
