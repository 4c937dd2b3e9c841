import type { PurchaseContext } from './purchase-context';
import { linkAmountOf, linkCardForPayment, offersCardSaving } from './link-card';

const linkCard = jest.fn();
const getCards = jest.fn();
const pollTransaction = jest.fn();
jest.mock('../api/payments', () => ({
  linkCard: (...args: unknown[]) => linkCard(...args),
  getCards: (...args: unknown[]) => getCards(...args),
  pollTransaction: (...args: unknown[]) => pollTransaction(...args),
}));

const newCard = { id: 7, isPrimary: true };
const context = (overrides: Partial<PurchaseContext> = {}) =>
  ({
    packet: { id: 6, period: { months: 1 } },
    rental: null,
    option: null,
    isTrial: false,
    price: 2490,
    due: 2490,
    account: { id: 9 },
    paySystems: [{ id: 1, shortname: 'card', payform: 'short_url' }],
    cards: [],
    contentId: null,
    idempotencyKey: 'k',
    ...overrides,
  }) as unknown as PurchaseContext;

beforeEach(() => {
  jest.clearAllMocks();
  linkCard.mockResolvedValue({ id: 5, url: 'https://bank.example/pay' });
  pollTransaction.mockResolvedValue({ id: 5, status: 'complete', statusDescription: null });
  getCards.mockResolvedValue([newCard]);
});

describe('linkCardForPayment', () => {
  it('lets the link pay what is due, kept on the account, so the card is charged once', async () => {
    const outcome = await linkCardForPayment({} as never, context(), jest.fn());
    expect(linkCard).toHaveBeenCalledWith({}, 9, expect.objectContaining({ amount: '2490.00', keepCharge: true }));
    expect(outcome).toEqual({ kind: 'linked', card: newCard, paid: true });
  });

  it('links with a refunded one-unit check when nothing is due through it (an offer pays by its own call)', async () => {
    const offer = context({ offer: { id: 3, purchaseId: 4 }, price: 4980, due: 4980, packet: { id: 6, period: { months: 2 } } as never });
    expect(linkAmountOf(offer)).toBe('2490.00');
    const outcome = await linkCardForPayment({} as never, offer, jest.fn());
    expect(linkCard).toHaveBeenCalledWith({}, 9, expect.objectContaining({ amount: '2490.00', keepCharge: false }));
    expect(outcome).toMatchObject({ kind: 'linked', paid: false });
  });
});

describe('offersCardSaving', () => {
  it('offers to keep the card only where the provider pays from linked cards, and not for an offer', () => {
    const linked = { id: 4, shortname: 'linkedcard', payform: 'linkedcard' };
    expect(offersCardSaving(context())).toBe(false);
    expect(offersCardSaving(context({ paySystems: [linked] as never }))).toBe(true);
    expect(offersCardSaving(context({ paySystems: [linked] as never, offer: { id: 3, purchaseId: 4 } }))).toBe(false);
  });
});
