import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import en from '@/messages/en.json';
import { ConfirmBody } from './confirm-body';

const subscribe = jest.fn();
jest.mock('@/lib/api/billing', () => ({
  subscribe: (...args: unknown[]) => subscribe(...args),
  rentContent: jest.fn(),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
const openPayForm = jest.fn();
const openPayModal = jest.fn();
const openCardConfirm = jest.fn();
jest.mock('@/lib/billing/pay-forms', () => ({
  openPayForm: (...args: unknown[]) => openPayForm(...args),
  openPayModal: (...args: unknown[]) => openPayModal(...args),
  openCardConfirm: (...args: unknown[]) => openCardConfirm(...args),
}));

let hidePayment = false;
jest.mock('@/lib/session/use-partner-variant', () => ({ usePartnerVariant: () => ({ hidePayment }) }));

const qr = { id: 3, shortname: 'qr', payform: 'qrcode', name: 'QR', isKaspi: false };
const card = { id: 1, shortname: 'card', payform: 'short_url', name: 'Card', isKaspi: false };
const context = (paySystems: unknown[]): PurchaseContext =>
  ({
    packet: { id: 6, name: 'Series', currency: 'KZT', bundle: null, period: { days: 0, months: 1, years: 0 } },
    rental: null,
    option: null,
    isTrial: false,
    price: 1790,
    due: 1790,
    account: { id: 9, balance: '2000.00', currency: 'KZT', isPaymentAllowed: true },
    paySystems,
    cards: [],
    contentId: null,
    idempotencyKey: 'k',
  }) as unknown as PurchaseContext;
const notEnough = (status: number) =>
  new ApiError(status, { error: { message: 'Not enough money' }, amount: '290.00' } as never);

beforeEach(() => jest.clearAllMocks());

describe('confirm: the balance fell short at the last moment', () => {
  it.each([402, 451])('shows the QR with what is missing when a QR is the only way to pay (%i)', async (status) => {
    subscribe.mockRejectedValueOnce(notEnough(status));
    renderWithIntl(<ConfirmBody props={{ context: context([qr]) }} close={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: en.billing.confirm.pay }));
    expect(openPayForm).toHaveBeenCalledWith(qr, expect.objectContaining({ due: 290 }));
  });

  it('lists the pay systems for the missing amount on 402 otherwise', async () => {
    subscribe.mockRejectedValueOnce(notEnough(402));
    renderWithIntl(<ConfirmBody props={{ context: context([card, qr]) }} close={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: en.billing.confirm.pay }));
    expect(openPayForm).not.toHaveBeenCalled();
    expect(openPayModal).toHaveBeenCalledWith('paysystems', { context: expect.objectContaining({ due: 290 }) });
  });
});

describe('confirm for the bank partner (section 6: no payment button)', () => {
  afterEach(() => {
    hidePayment = false;
  });

  it('says the balance fell short instead of offering a way to pay', async () => {
    hidePayment = true;
    subscribe.mockRejectedValueOnce(notEnough(402));
    renderWithIntl(<ConfirmBody props={{ context: context([card, qr]) }} close={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: en.billing.confirm.pay }));
    expect(openPayModal).not.toHaveBeenCalled();
    expect(openPayForm).not.toHaveBeenCalled();
    expect(openCardConfirm).not.toHaveBeenCalled();
  });
});

describe('confirm: when what is bought ends (section 5, period-to-days)', () => {
  afterEach(() => jest.useRealTimers());

  it('names the day a period bought now ends: a month is 30 days', () => {
    jest.useFakeTimers({ now: new Date('2026-01-10T06:00:00Z') });
    renderWithIntl(<ConfirmBody props={{ context: context([card]) }} close={() => undefined} />);
    expect(screen.getByTestId('purchase-until')).toHaveTextContent('Feb 9, 2026');
  });

  it('names no end for a packet still held: the new period queues after the current one', () => {
    const held = context([card]);
    (held.packet as unknown as { subscription: unknown }).subscription = { id: 1, status: 'active' };
    renderWithIntl(<ConfirmBody props={{ context: held }} close={() => undefined} />);
    expect(screen.queryByTestId('purchase-until')).toBeNull();
  });
});
