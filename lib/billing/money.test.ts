import { formatMoney, fromPriceText, moneyFormatter, priceFormatter } from './money';

const tenge = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };

describe('formatMoney', () => {
  it("writes money with the provider's FORMAT template and symbol", () => {
    expect(formatMoney('500.00', 'KZT', tenge, 'en')).toBe('500 ₸');
    expect(formatMoney(1990, 'KZT', tenge, 'en')).toBe('1,990 ₸');
    expect(formatMoney('1234.5', 'KZT', { ...tenge, format: '{symbol}{amount}' }, 'en')).toBe('₸1,234.50');
    expect(formatMoney('0.00', null, tenge, 'en')).toBe('0 ₸');
  });

  // Intl's grouping for each of the app's languages (CLDR): Bulgarian, Georgian and Latvian leave four digits whole.
  const NBSP = '\u00a0';
  it.each([
    ['en', '1,990 ₸', '12,990.50 ₸'],
    ['ru', `1${NBSP}990 ₸`, `12${NBSP}990,50 ₸`],
    ['kk', `1${NBSP}990 ₸`, `12${NBSP}990,50 ₸`],
    ['ky', `1${NBSP}990 ₸`, `12${NBSP}990,50 ₸`],
    ['tg', `1${NBSP}990 ₸`, `12${NBSP}990,50 ₸`],
    ['uz', `1${NBSP}990 ₸`, `12${NBSP}990,50 ₸`],
    ['az', '1.990 ₸', '12.990,50 ₸'],
    ['ro', '1.990 ₸', '12.990,50 ₸'],
    ['bg', '1990 ₸', `12${NBSP}990,50 ₸`],
    ['ka', '1990 ₸', `12${NBSP}990,50 ₸`],
    ['lv', '1990 ₸', `12${NBSP}990,50 ₸`],
  ])("groups the amount as %s writes numbers, in the provider's template", (locale, whole, withCents) => {
    expect(formatMoney('1990.00', 'KZT', tenge, locale)).toBe(whole);
    expect(formatMoney('12990.5', 'KZT', tenge, locale)).toBe(withCents);
  });

  it('names the currency by its code when the amount is kept in another one, or the provider is unknown', () => {
    expect(formatMoney('10.00', 'USD', tenge, 'en')).toBe('10 USD');
    expect(formatMoney('10.00', 'KZT', null, 'en')).toBe('10 KZT');
  });

  it('writes nothing for an amount that is not money, rather than a made-up zero', () => {
    expect(formatMoney('abc', 'KZT', tenge, 'en')).toBe('');
    expect(formatMoney(null, 'KZT', tenge, 'en')).toBe('');
    expect(formatMoney(undefined, null, null, 'en')).toBe('');
  });

  it('binds the provider currency once for a whole page', () => {
    expect(moneyFormatter(tenge, 'ru')('1290.00', 'KZT')).toBe('1\u00a0290 ₸');
  });

  it('reads a price of "0.00" as free, and any other price as money', () => {
    const price = priceFormatter(moneyFormatter(tenge, 'en'), 'Free');
    expect(price('0.00', 'KZT')).toBe('Free');
    expect(price(0, 'KZT')).toBe('Free');
    expect(price('1790.00', 'KZT')).toBe('1,790 ₸');
  });

  it('reads a price that is not money as nothing, not as Free', () => {
    const price = priceFormatter(moneyFormatter(tenge, 'en'), 'Free');
    expect(price('', 'KZT')).toBe('');
    expect(price('n/a', 'KZT')).toBe('');
    expect(price(null, 'KZT')).toBe('');
  });

  it('names the cheapest way in "from X", a free one Free alone, an unreadable one not at all', () => {
    const price = priceFormatter(moneyFormatter(tenge, 'en'), 'Free');
    const from = (text: string) => `from ${text}`;
    expect(fromPriceText(price, '990.00', 'KZT', from)).toBe('from 990 ₸');
    expect(fromPriceText(price, '0.00', 'KZT', from)).toBe('Free');
    expect(fromPriceText(price, '', 'KZT', from)).toBe('');
    expect(fromPriceText(price, null, null, from)).toBe('');
  });
});
