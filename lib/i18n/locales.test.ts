import { localesFromAcceptLanguage, normalizeLocale, resolveLocale } from './locales';

describe('normalizeLocale', () => {
  it.each([
    ['ru-RU', 'ru'],
    ['KAZ', 'kk'],
    ['kz', 'kk'],
    ['uz_Latn', 'uz'],
    ['uz-Cyrl-UZ', 'uz'],
    ['en-GB', 'en'],
    ['geo', 'ka'],
    ['mo', 'ro'],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it('rejects languages we do not carry', () => {
    expect(normalizeLocale('de-DE')).toBeNull();
    expect(normalizeLocale('')).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('prefers the cookie over the user setting and the browser', () => {
    expect(resolveLocale({ cookie: 'kk', userSetting: 'en', acceptLanguage: 'uz' })).toBe('kk');
  });

  it('uses the user setting when there is no cookie', () => {
    expect(resolveLocale({ userSetting: 'eng', acceptLanguage: 'uz' })).toBe('en');
  });

  it('falls back to the best Accept-Language match, skipping unknown languages', () => {
    expect(resolveLocale({ acceptLanguage: 'de-DE,de;q=0.9,uz;q=0.5,en;q=0.8' })).toBe('en');
  });

  it('ignores an unsupported cookie value', () => {
    expect(resolveLocale({ cookie: 'xx', acceptLanguage: 'kk-KZ' })).toBe('kk');
  });

  it('defaults to Russian', () => {
    expect(resolveLocale({})).toBe('ru');
  });
});

describe('localesFromAcceptLanguage', () => {
  it('drops entries with zero quality', () => {
    expect(localesFromAcceptLanguage('en;q=0, ru')).toEqual(['ru']);
  });
});
