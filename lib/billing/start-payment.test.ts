import { startPayment } from './start-payment';
import type { PurchaseContext } from './purchase-context';
import { isAttemptOver } from './payment-state';

const payOffer = jest.fn();
const payByQr = jest.fn();
const payByLinkedCard = jest.fn();
const payByPhone = jest.fn();
const finishPurchase = jest.fn();
const payByRedirect = jest.fn();
jest.mock('../api/payments', () => ({
  payOffer: (...args: unknown[]) => payOffer(...args),
  payByQr: (...args: unknown[]) => payByQr(...args),
  payByLinkedCard: (...args: unknown[]) => payByLinkedCard(...args),
  payByPhone: (...args: unknown[]) => payByPhone(...args),
  payByRedirect: (...args: unknown[]) => payByRedirect(...args),
  payByExternalApp: jest.fn(),
  payByProviderAccount: jest.fn(),
}));
jest.mock('./complete', () => ({ finishPurchase: (...args: unknown[]) => finishPurchase(...args) }));

const qr = { id: 3, shortname: 'qr', payform: 'qrcode' } as never;
const card = { id: 4, shortname: 'linkedcard', payform: 'linkedcard' } as never;
const context = {
  packet: { id: 6, name: 'Series', bundle: null },
  rental: null,
  option: { id: 601 },
  isTrial: false,
  price: 1290,
  due: 790,
  account: { id: 9 },
  contentId: null,
  idempotencyKey: 'k',
} as unknown as PurchaseContext;
const text = (key: string) => key;

beforeEach(() => {
  jest.clearAllMocks();
  for (const pay of [payByQr, payByLinkedCard, payByPhone, payByRedirect])
    pay.mockResolvedValue({ id: 1, status: 'pending' });
});

describe('startPayment', () => {
  it("creates the transaction through the account payform of the pay system's type", async () => {
    await startPayment({} as never, text, context, { paySystem: qr, idempotencyKey: 'k:qr' });
    expect(payByQr).toHaveBeenCalledWith(
      {},
      9,
      { packetId: 6, periodId: 601, isTrial: false },
      expect.objectContaining({ paySystem: 'qr', idempotencyKey: 'k:qr' }),
    );
    await startPayment({} as never, text, context, { paySystem: card, cardId: 41, idempotencyKey: 'k:card' });
    expect(payByLinkedCard).toHaveBeenCalledWith({}, 9, 41, expect.anything(), expect.anything());
  });

  it("carries the buyer's choice to save the card on a bank-page payment (is_save_card)", async () => {
    const page = { id: 1, shortname: 'card', payform: 'short_url' } as never;
    await startPayment({} as never, text, context, { paySystem: page, idempotencyKey: 'k:card', saveCard: true });
    expect(payByRedirect).toHaveBeenCalledWith({}, 9, expect.anything(), expect.objectContaining({ saveCard: true }));
  });

  it('pays an offer purchase through the offer with the same pay system', async () => {
    payOffer.mockResolvedValue({ kind: 'transaction', transaction: { id: 5 } });
    const offerContext = { ...context, offer: { id: 77, purchaseId: 601 } };
    expect(await startPayment({} as never, text, offerContext, { paySystem: qr, idempotencyKey: 'k:qr' })).toEqual({
      id: 5,
    });
    expect(payOffer).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ offerId: 77, purchaseId: 601, paySystem: 'qr' }),
    );
    expect(payByQr).not.toHaveBeenCalled();
  });

  it('finishes the purchase when the offer was settled from the balance, with no transaction to wait for', async () => {
    payOffer.mockResolvedValue({ kind: 'paid', subscriptionId: 1 });
    const offerContext = { ...context, offer: { id: 77, purchaseId: 601 } };
    expect(await startPayment({} as never, text, offerContext, { paySystem: qr, idempotencyKey: 'k:qr' })).toBeNull();
    expect(finishPurchase).toHaveBeenCalledWith({}, text, expect.objectContaining({ packetName: 'Series' }));
  });

  it('tops up the balance by the amount when nothing is bought', async () => {
    const topUp = { ...context, packet: null, due: 1500 } as PurchaseContext;
    await startPayment({} as never, text, topUp, { paySystem: qr, idempotencyKey: 'k:qr' });
    expect(payByQr).toHaveBeenCalledWith({}, 9, { amount: '1500.00' }, expect.anything());
  });

  it('pays anew under a new key when the key answers an attempt the bank declined after its dialog closed', async () => {
    payByQr.mockResolvedValueOnce({ id: 7, status: 'error' }).mockResolvedValueOnce({ id: 8, status: 'pending' });
    const declined = { ...context, idempotencyKey: 'declined' };
    const created = await startPayment({} as never, text, declined, { paySystem: qr, idempotencyKey: 'declined:qr' });
    expect(created).toEqual({ id: 8, status: 'pending' });
    const keys = payByQr.mock.calls.map((call) => (call[3] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe('declined:qr');
    expect(keys[1]).toMatch(/^declined:qr:.+/);
    expect(isAttemptOver('declined')).toBe(true);
  });
});
