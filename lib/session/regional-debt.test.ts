import type { ApiClient } from '../api/client';
import { regionalDebtOf, startDebtPayment } from './regional-debt';

const getAccounts = jest.fn();
const getPaySystems = jest.fn();
const payByQr = jest.fn();
jest.mock('../api/billing', () => ({ getAccounts: (...args: unknown[]) => getAccounts(...args) }));
jest.mock('../api/payments', () => ({
  getPaySystems: (...args: unknown[]) => getPaySystems(...args),
  payByQr: (...args: unknown[]) => payByQr(...args),
  pollTransaction: jest.fn(),
}));

const api = {} as ApiClient;
const debt = { amount: 2990, balance: 0, username: 'a', messageDetail: '' };

beforeEach(() => {
  jest.clearAllMocks();
  getAccounts.mockResolvedValue([{ id: 5, isPaymentAllowed: true }]);
  getPaySystems.mockResolvedValue([{ shortname: 'card', isKaspi: false }, { shortname: 'kaspi', isKaspi: true }]);
  payByQr.mockResolvedValue({ id: 9 });
});

describe('regional debt (block status -1)', () => {
  it('is read only from a block status -1 with an amount, not from a purchase opening the same modal', () => {
    expect(regionalDebtOf({ status: -1, amount: 2990, balance: 10, messageDetail: 'Pay' })).toEqual({ amount: 2990, balance: 10, username: '', messageDetail: 'Pay' });
    expect(regionalDebtOf({ context: {}, paySystem: {} })).toBeNull();
    expect(regionalDebtOf({ status: -2, amount: 1 })).toBeNull();
  });

  it('tops the account up by the amount due through the Kaspi QR pay system', async () => {
    await startDebtPayment(api, debt, 'key-1');
    expect(payByQr).toHaveBeenCalledWith(api, 5, { amount: '2990' }, { paySystem: 'kaspi', idempotencyKey: 'key-1' });
  });

  it('makes no payment without a debt, a payable account or a Kaspi pay system', async () => {
    expect(await startDebtPayment(api, { ...debt, amount: 0 }, 'k')).toBeNull();
    getPaySystems.mockResolvedValue([{ shortname: 'card', isKaspi: false }]);
    expect(await startDebtPayment(api, debt, 'k')).toBeNull();
    getAccounts.mockResolvedValue([{ id: 5, isPaymentAllowed: false }]);
    expect(await startDebtPayment(api, debt, 'k')).toBeNull();
    expect(payByQr).not.toHaveBeenCalled();
  });
});
