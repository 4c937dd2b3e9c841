import { formatMoney, moneyFormatter, priceFormatter } from './money';

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };

describe('formatMoney', () => {
  it("writes money with the provider's FORMAT template and symbol", () => {
    expect(formatMoney('500.00', 'KZT', tenge)).toBe('500 ₸');
    expect(formatMoney(1990, 'KZT', tenge)).toBe('1990 ₸');
    expect(formatMoney('1234.5', 'KZT', { ...tenge, format: '{symbol}{amount}' })).toBe('₸1234.50');
    expect(formatMoney('0.00', null, tenge)).toBe('0 ₸');
  });

  it('names the currency by its code when the amount is kept in another one, or the provider is unknown', () => {
    expect(formatMoney('10.00', 'USD', tenge)).toBe('10 USD');
    expect(formatMoney('10.00', 'KZT', null)).toBe('10 KZT');
  });

  it('writes nothing for an amount that is not money, rather than a made-up zero', () => {
    expect(formatMoney('abc', 'KZT', tenge)).toBe('');
    expect(formatMoney(null, 'KZT', tenge)).toBe('');
    expect(formatMoney(undefined, null, null)).toBe('');
  });

  it('binds the provider currency once for a whole page', () => {
    expect(moneyFormatter(tenge)('1290.00', 'KZT')).toBe('1290 ₸');
  });

  it('reads a price of "0.00" as free, and any other price as money', () => {
    const price = priceFormatter(moneyFormatter(tenge), 'Free');
    expect(price('0.00', 'KZT')).toBe('Free');
    expect(price(0, 'KZT')).toBe('Free');
    expect(price('1790.00', 'KZT')).toBe('1790 ₸');
  });
});
