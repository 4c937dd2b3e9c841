import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import type { PaySystem } from '@/lib/api/types/billing';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import en from '@/messages/en.json';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import { PayCardBody } from './pay-card-body';

const linkCard = jest.fn();
const pollTransaction = jest.fn();
const getCards = jest.fn();
const payByLinkedCard = jest.fn();
const watchTransaction = jest.fn();
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/payments', () => ({
  linkCard: (...args: unknown[]) => linkCard(...args),
  pollTransaction: (...args: unknown[]) => pollTransaction(...args),
  getCards: (...args: unknown[]) => getCards(...args),
  payByLinkedCard: (...args: unknown[]) => payByLinkedCard(...args),
}));
const subscribe = jest.fn();
const finishPurchase = jest.fn();
jest.mock('@/lib/api/billing', () => ({ subscribe: (...args: unknown[]) => subscribe(...args) }));
jest.mock('@/lib/billing/complete', () => ({ finishPurchase: (...args: unknown[]) => finishPurchase(...args) }));
jest.mock('@/lib/billing/transactions', () => ({ watchTransaction: (...args: unknown[]) => watchTransaction(...args) }));
jest.mock('@/lib/billing/pay-forms', () => ({ openPayModal: jest.fn() }));

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };
const linkedCard = { id: 41, number: '4400 43** **** 1234', isPrimary: true };
const context = {
  // Three months for 3000 with 500 on the balance: the link pays the 2500 due.
  packet: { id: 6, name: 'Series', currency: 'KZT', bundle: null, period: { days: 0, months: 3, years: 0 } },
  rental: null,
  option: null,
  isTrial: false,
  price: 3000,
  due: 2500,
  account: { id: 9, balance: '500.00', currency: 'KZT', isPaymentAllowed: true },
  paySystems: [{ id: 1, shortname: 'card', payform: 'short_url', mode: 'redirect' }],
  cards: [],
  contentId: null,
  idempotencyKey: 'k',
} as unknown as PurchaseContext;
const paySystem = { id: 4, shortname: 'linkedcard', payform: 'linkedcard' } as unknown as PaySystem;

let opened: { location: { href: string }; opener: unknown; close: jest.Mock };
beforeEach(() => {
  jest.clearAllMocks();
  opened = { location: { href: '' }, opener: {}, close: jest.fn() };
  jest.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
  linkCard.mockResolvedValue({ id: 70, url: 'http://bank.test/pay/abc', createdAtSec: 1 });
  payByLinkedCard.mockResolvedValue({ id: 71, amount: '2500.00', createdAtSec: 1 });
  subscribe.mockResolvedValue({ status: 'active' });
});

const renderBody = () =>
  renderWithIntl(
    <ProviderCurrencyProvider currency={tenge}>
      <PayCardBody props={{ context, paySystem }} close={jest.fn()} />
    </ProviderCurrencyProvider>,
  );

describe('PayCardBody without a linked card', () => {
  it('links a card on the bank page with a charge that pays what is due, then buys from the balance: one charge', async () => {
    pollTransaction.mockResolvedValue({ id: 70, status: 'complete', statusDescription: null });
    getCards.mockResolvedValue([linkedCard]);
    renderBody();
    expect(screen.getByText(/2,500 ₸ once/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.billing.cards.linkAndPay }));
    await waitFor(() => expect(finishPurchase).toHaveBeenCalledTimes(1));
    expect(linkCard).toHaveBeenCalledWith({}, 9, { amount: '2500.00', keepCharge: true, paySystem: 'card' });
    expect(opened.location.href).toBe('http://bank.test/pay/abc');
    expect(subscribe).toHaveBeenCalledWith({}, expect.objectContaining({ packetId: 6, idempotencyKey: 'k' }));
    expect(payByLinkedCard).not.toHaveBeenCalled();
    expect(await screen.findByText('4400 43** **** 1234')).toBeInTheDocument();
  });

  it('says the card was not linked and pays nothing when the bank declines the link', async () => {
    pollTransaction.mockResolvedValue({ id: 70, status: 'error', statusDescription: null });
    renderBody();
    await userEvent.click(screen.getByRole('button', { name: en.billing.cards.linkAndPay }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.billing.cards.linkFailed);
    expect(getCards).not.toHaveBeenCalled();
    expect(payByLinkedCard).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: en.billing.cards.linkAndPay })).toBeEnabled();
  });

  it('pays nothing when the link is abandoned (polling ends without an answer)', async () => {
    pollTransaction.mockResolvedValue(null);
    renderBody();
    await userEvent.click(screen.getByRole('button', { name: en.billing.cards.linkAndPay }));
    await waitFor(() => expect(screen.getByRole('button', { name: en.billing.cards.linkAndPay })).toBeEnabled());
    expect(payByLinkedCard).not.toHaveBeenCalled();
  });
});
