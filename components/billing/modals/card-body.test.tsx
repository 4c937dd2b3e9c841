import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import en from '@/messages/en.json';
import { CardBody } from './card-body';

const createOffer = jest.fn();
const getOfferInfo = jest.fn();
const payOffer = jest.fn();
const createPurchase = jest.fn();
const finishPurchase = jest.fn();
const refreshBillingData = jest.fn();
const openMessage = jest.fn();
const watchTransaction = jest.fn();
const openPayModal = jest.fn();
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/payments', () => ({
  createOffer: (...args: unknown[]) => createOffer(...args),
  getOfferInfo: (...args: unknown[]) => getOfferInfo(...args),
  payOffer: (...args: unknown[]) => payOffer(...args),
}));
jest.mock('@/lib/api/billing', () => ({
  createPurchase: (...args: unknown[]) => createPurchase(...args),
  isNotEnoughMoney: (error: unknown) => error instanceof ApiError && error.status === 402,
}));
jest.mock('@/lib/billing/complete', () => ({ finishPurchase: (...args: unknown[]) => finishPurchase(...args) }));
jest.mock('@/lib/billing/refresh', () => ({ refreshBillingData: (...args: unknown[]) => refreshBillingData(...args) }));
jest.mock('@/lib/modals/message', () => ({ openMessage: (...args: unknown[]) => openMessage(...args) }));
jest.mock('@/lib/billing/transactions', () => ({
  watchTransaction: (...args: unknown[]) => watchTransaction(...args),
}));
const openPayForm = jest.fn();
jest.mock('@/lib/billing/pay-forms', () => ({
  openPayModal: (...args: unknown[]) => openPayModal(...args),
  openPayForm: (...args: unknown[]) => openPayForm(...args),
}));

const context = {
  packet: { id: 6, name: 'Series', currency: 'KZT', bundle: null, period: { days: 0, months: 1, years: 0 } },
  rental: null,
  option: null,
  isTrial: false,
  price: 1790,
  due: 1290,
  account: { id: 9, balance: '500.00', currency: 'KZT', isPaymentAllowed: true },
  paySystems: [],
  cards: [],
  contentId: null,
  idempotencyKey: 'k',
} as unknown as PurchaseContext;
const card = { id: 4, number: '4400 **** 0001', isPrimary: true };
const linkedCardSystem = { id: 4, shortname: 'linkedcard', payform: 'linkedcard', mode: null };
const qrSystem = { id: 3, shortname: 'qr', payform: 'qrcode', mode: null };
const offer = (hasMoneyOnBalance: boolean, paySystems: unknown[] = [linkedCardSystem, qrSystem]) => ({
  id: 77,
  purchases: [{ id: 601, hasTrial: false, hasMoneyOnBalance }],
  paySystems,
});
const further = async () => {
  const button = await screen.findByRole('button', { name: en.billing.card.further });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

const offerInfo = {
  distributionType: 'subscription',
  productTitle: 'Series Plus',
  distributionInfo: '1 month, 1790 KZT',
};

beforeEach(() => {
  jest.clearAllMocks();
  getOfferInfo.mockResolvedValue(offerInfo);
});

describe('card confirm through an offer (catalogue-vod-billing.md section 4, "Offer flow")', () => {
  it("shows the offer info read back by the offer's id: distribution type, product title, terms", async () => {
    createOffer.mockResolvedValue(offer(false));
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    expect(await screen.findByText('Series Plus')).toBeInTheDocument();
    expect(getOfferInfo).toHaveBeenCalledWith({}, 77);
    expect(screen.getByText(en.billing.card.distributionType).nextElementSibling).toHaveTextContent(
      en.billing.card.distribution.subscription,
    );
    expect(screen.getByTestId('distribution-info')).toHaveTextContent('1 month, 1790 KZT');
  });

  it('still pays the offer when its info cannot be read', async () => {
    createOffer.mockResolvedValue(offer(false));
    getOfferInfo.mockRejectedValue(new ApiError(404, { error: { message: 'Not found' } }));
    payOffer.mockResolvedValue({ kind: 'paid', subscriptionId: 1 });
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    await further();
    expect(payOffer).toHaveBeenCalledWith({}, expect.objectContaining({ offerId: 77, purchaseId: 601 }));
    expect(screen.queryByTestId('distribution-info')).not.toBeInTheDocument();
  });

  it('pays a purchase the balance cannot cover with the linked card', async () => {
    createOffer.mockResolvedValue(offer(false));
    payOffer.mockResolvedValue({ kind: 'paid', subscriptionId: 1 });
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    await further();
    expect(createPurchase).not.toHaveBeenCalled();
    expect(payOffer).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ offerId: 77, purchaseId: 601, cardId: 4, paySystem: 'linkedcard' }),
    );
    expect(finishPurchase).toHaveBeenCalled();
  });

  it("acts by the offer's own pay system when it takes no linked card, paying through the offer", async () => {
    createOffer.mockResolvedValue(offer(false, [qrSystem]));
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    await further();
    expect(payOffer).not.toHaveBeenCalled();
    expect(openPayForm).toHaveBeenCalledWith(
      qrSystem,
      expect.objectContaining({ paySystems: [qrSystem], offer: { id: 77, purchaseId: 601 } }),
    );
  });

  it("lists the offer's pay systems when it has several and none is a linked card", async () => {
    const redirect = { id: 1, shortname: 'card', payform: 'short_url', mode: 'redirect' };
    createOffer.mockResolvedValue(offer(false, [redirect, qrSystem]));
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    await further();
    expect(openPayModal).toHaveBeenCalledWith('paysystems', {
      context: expect.objectContaining({ paySystems: [redirect, qrSystem], offer: { id: 77, purchaseId: 601 } }),
    });
  });

  it('buys from the balance when it has the money, and transacts the offer on a 402', async () => {
    createOffer.mockResolvedValue(offer(true));
    createPurchase.mockRejectedValue(new ApiError(402, { error: { message: 'Not enough money' } }));
    payOffer.mockResolvedValue({ kind: 'transaction', transaction: { id: 5, createdAtSec: 0 } });
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    await further();
    expect(createPurchase).toHaveBeenCalledWith({}, expect.objectContaining({ accountId: 9, purchaseId: 601 }));
    expect(payOffer).toHaveBeenCalled();
    expect(watchTransaction).toHaveBeenCalledWith({ id: 5, createdAtSec: 0 }, expect.anything());
  });

  it('opens the no-funds dialog when the card cannot pay (400)', async () => {
    createOffer.mockResolvedValue(offer(false));
    payOffer.mockRejectedValue(new ApiError(400, { error: { message: 'no funds' } }));
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    await further();
    expect(openPayModal).toHaveBeenCalledWith('nofunds', { context });
  });

  it('reports "No purchases!" in its own words and refreshes the data', async () => {
    createOffer.mockRejectedValue(new ApiError(400, { error: { message: 'No purchases!', code: 'no_purchases' } }));
    renderWithIntl(<CardBody props={{ context, card }} close={() => undefined} />);
    await waitFor(() => expect(openMessage).toHaveBeenCalled());
    expect(refreshBillingData).toHaveBeenCalled();
    expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ text: en.billing.offer.noPurchases }));
  });
});
