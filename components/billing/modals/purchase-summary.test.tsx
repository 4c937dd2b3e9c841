import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import en from '@/messages/en.json';
import { PurchaseSummary } from './purchase-summary';

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };
const context = (fields: Partial<PurchaseContext>): PurchaseContext =>
  ({
    packet: {
      id: 6,
      name: 'Series',
      currency: 'KZT',
      bundle: null,
      period: { days: 0, months: 1, years: 0 },
      subscription: null,
    },
    rental: null,
    option: null,
    isTrial: false,
    price: 1790,
    due: 0,
    account: { id: 9, balance: '0.00', currency: 'KZT', isPaymentAllowed: true },
    paySystems: [],
    cards: [],
    contentId: null,
    idempotencyKey: 'k',
    ...fields,
  }) as PurchaseContext;

const renderSummary = (purchase: PurchaseContext) =>
  renderWithIntl(
    <ProviderCurrencyProvider currency={tenge}>
      <PurchaseSummary context={purchase} />
    </ProviderCurrencyProvider>,
  );

describe('the purchase summary (issue 36 item 5)', () => {
  it('prices a free trial Free, while a balance of 0 stays "0 ₸"', () => {
    renderSummary(context({ isTrial: true, price: 0 }));
    expect(screen.getByTestId('purchase-price').textContent).toBe(en.billing.priceFree);
    expect(screen.getByTestId('purchase-balance').textContent).toBe('0 ₸');
  });

  it('prices anything else as money', () => {
    renderSummary(context({ price: 1790, due: 1790 }));
    expect(screen.getByTestId('purchase-price').textContent).toBe('1,790 ₸');
    expect(screen.getByTestId('purchase-due').textContent).toBe('1,790 ₸');
  });
});
