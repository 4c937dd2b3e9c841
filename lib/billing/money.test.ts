import { formatAccountMoney } from './money';

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };

describe('formatAccountMoney', () => {
  it("writes the balance with the provider's FORMAT template and symbol", () => {
    expect(formatAccountMoney('500.00', 'KZT', tenge)).toBe('500 ₸');
    expect(formatAccountMoney('1234.5', 'KZT', { ...tenge, format: '{symbol}{amount}' })).toBe('₸1234.50');
    expect(formatAccountMoney('0.00', null, tenge)).toBe('0 ₸');
  });

  it('names the currency by its code when the account is kept in another one, or the provider is unknown', () => {
    expect(formatAccountMoney('10.00', 'USD', tenge)).toBe('10 USD');
    expect(formatAccountMoney('10.00', 'KZT', null)).toBe('10 KZT');
  });
});
