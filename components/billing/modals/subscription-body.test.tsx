import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Packet, PurchaseOption, Subscription } from '@/lib/api/types/billing';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import en from '@/messages/en.json';
import { SubscriptionBody } from './subscription-body';

const getPurchaseOptions = jest.fn();
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/billing', () => ({
  getPurchaseOptions: (...args: unknown[]) => getPurchaseOptions(...args),
  updateSubscription: jest.fn(),
}));
jest.mock('../use-subscription-action', () => ({ useSubscriptionAction: () => ({ perform: jest.fn() }) }));

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };
const packet = { id: 2, name: 'Cinema', currency: 'KZT', bundle: null } as unknown as Packet;
const subscription = { id: 8, renew: false, actions: { canDisableRenew: false } } as unknown as Subscription;
const option = (id: number, months: number, amount: string): PurchaseOption => ({
  id,
  packetId: 2,
  period: { days: 0, months, years: 0 },
  trialPeriod: null,
  amount,
  trialAmount: null,
  hasTrial: false,
  hasMoneyOnBalance: false,
  purchasesType: 'packet',
});

describe('changing the period a subscription renews with', () => {
  it('reads a period costing "0.00" as Free and an unreadable amount as nothing, never "0 ₸" (issue 36 item 5)', async () => {
    // The raw schema keeps an unreadable amount as '' (lib/api/raw/billing-schema.ts).
    getPurchaseOptions.mockResolvedValue([option(1, 1, '0.00'), option(2, 3, '5373.00'), option(3, 12, '')]);
    renderWithIntl(
      <ProviderCurrencyProvider currency={tenge}>
        <SubscriptionBody props={{ packet, subscription }} close={() => undefined} />
      </ProviderCurrencyProvider>,
    );
    const radios = await screen.findAllByRole('radio');
    const prices = radios.map((radio) => radio.closest('label')?.textContent ?? '');
    expect(prices[0]).toMatch(new RegExp(`${en.billing.priceFree}$`));
    expect(prices[1]).toMatch(/5,373 ₸$/);
    expect(prices[2]).toMatch(/12 months$/);
    expect(prices.join(' ')).not.toMatch(/\b0 ₸/);
  });
});
