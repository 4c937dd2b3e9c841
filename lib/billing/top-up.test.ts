import { markAttemptOutcome, markSettled } from './payment-state';
import { runTopUp } from './top-up';

const openPayModal = jest.fn();
const openPayForm = jest.fn();
const offered = jest.fn();
const openMessage = jest.fn();
jest.mock('../api/billing', () => ({ getBalance: async () => ({ id: 9, balance: '500.00', currency: 'KZT', isPaymentAllowed: true }) }));
jest.mock('../api/payments', () => ({ getCards: async () => [] }));
jest.mock('../modals/message', () => ({ openMessage: (...args: unknown[]) => openMessage(...args) }));
jest.mock('./pay-forms', () => ({
  offeredPaySystemsOf: () => offered(),
  openPayForm: (...args: unknown[]) => openPayForm(...args),
  openPayModal: (...args: unknown[]) => openPayModal(...args),
  passParental: async (deps: { ensureParental: () => Promise<boolean> }) => deps.ensureParental(),
}));

const qr = { id: 3, shortname: 'qr', payform: 'qrcode' };
const card = { id: 1, shortname: 'card', payform: 'short_url' };
const deps = (pin = true) => ({ api: {} as never, ensureParental: jest.fn(async () => pin), text: (key: string) => key });

beforeEach(() => jest.clearAllMocks());

describe('runTopUp', () => {
  it('offers the pay systems for the amount as a top-up: nothing bought, the amount is what is paid', async () => {
    offered.mockResolvedValue([card, qr]);
    await runTopUp(deps(), 1500, null);
    expect(openPayModal).toHaveBeenCalledWith('refill', { context: expect.objectContaining({ packet: null, rental: null, contentId: null, price: 1500, due: 1500 }) });
  });

  it('keeps one attempt for the same amount until it is paid, so a reopened dialog pays into the same transaction', async () => {
    offered.mockResolvedValue([card, qr]);
    const first = await runTopUp(deps(), 1500, null);
    const again = await runTopUp(deps(), 1500, first);
    expect(again.key).toBe(first.key);
    expect((await runTopUp(deps(), 2000, again)).key).not.toBe(first.key);
    markSettled(first.key);
    expect((await runTopUp(deps(), 1500, first)).key).not.toBe(first.key);
  });

  it('makes a declined top-up a finished attempt, so pressing again for the same amount pays anew', async () => {
    offered.mockResolvedValue([card, qr]);
    const declined = await runTopUp(deps(), 1500, null);
    markAttemptOutcome(declined.key, 'stopped');
    expect((await runTopUp(deps(), 1500, declined)).key).toBe(declined.key);
    markAttemptOutcome(declined.key, 'error');
    const retry = await runTopUp(deps(), 1500, declined);
    expect(retry.key).not.toBe(declined.key);
    expect(openPayModal).toHaveBeenLastCalledWith('refill', { context: expect.objectContaining({ idempotencyKey: retry.key }) });
  });

  it('goes straight to the only pay system, asks the PIN first, and says so when there is no way to pay', async () => {
    offered.mockResolvedValue([qr]);
    await runTopUp(deps(), 100, null);
    expect(openPayForm).toHaveBeenCalledWith(qr, expect.objectContaining({ due: 100 }));
    jest.clearAllMocks();
    await runTopUp(deps(false), 100, null);
    expect(openPayForm).not.toHaveBeenCalled();
    offered.mockResolvedValue([]);
    await runTopUp(deps(), 100, null);
    expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ text: 'noPaySystems' }));
  });
});
