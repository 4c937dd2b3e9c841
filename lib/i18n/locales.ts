/** Interface languages first (core-session-account.md section 1), then the carried translations. */
export const INTERFACE_LOCALES = ['kk', 'ru', 'en', 'uz'] as const;
export const EXTRA_LOCALES = ['bg', 'tg', 'ky', 'ka', 'lv', 'az', 'ro'] as const;
export const LOCALES = [...INTERFACE_LOCALES, ...EXTRA_LOCALES] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ru';
export const LOCALE_COOKIE = 'lang';
/** An explicit language choice outlives the session: kept for a year. */
export const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Written by the session layer from the signed-in user's saved language; read when no explicit choice exists. */
export const USER_LOCALE_COOKIE = 'user_lang';

/** Native names, shown in the language switcher whatever the current language is. */
export const LOCALE_NAMES: Record<Locale, string> = {
  kk: 'Қазақша',
  ru: 'Русский',
  en: 'English',
  uz: 'Oʻzbekcha',
  bg: 'Български',
  tg: 'Тоҷикӣ',
  ky: 'Кыргызча',
  ka: 'ქართული',
  lv: 'Latviešu',
  az: 'Azərbaycanca',
  ro: 'Română',
};

/** Other spellings clients and operators send for the same languages (ISO 639-2/3 codes, country codes, scripts). */
const LOCALE_ALIASES: Record<string, Locale> = {
  kz: 'kk',
  kaz: 'kk',
  rus: 'ru',
  eng: 'en',
  uzb: 'uz',
  oz: 'uz',
  'uz-latn': 'uz',
  'uz-cyrl': 'uz',
  bul: 'bg',
  tj: 'tg',
  tgk: 'tg',
  kg: 'ky',
  kir: 'ky',
  ge: 'ka',
  geo: 'ka',
  kat: 'ka',
  lav: 'lv',
  aze: 'az',
  'az-latn': 'az',
  ron: 'ro',
  rum: 'ro',
  mo: 'ro',
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Maps any spelling (`ru-RU`, `KAZ`, `uz_Latn`) to a supported locale, or null. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const tag = value.trim().toLowerCase().replace(/_/g, '-');
  if (!tag) return null;
  if (isLocale(tag)) return tag;
  if (LOCALE_ALIASES[tag]) return LOCALE_ALIASES[tag];
  const [language, script] = tag.split('-');
  const withScript = script ? LOCALE_ALIASES[`${language}-${script}`] : undefined;
  if (withScript) return withScript;
  if (isLocale(language)) return language;
  return LOCALE_ALIASES[language] ?? null;
}

/** Accept-Language entries in order of quality, each normalized; unknown ones are skipped. */
export function localesFromAcceptLanguage(header: string | null | undefined): Locale[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => normalizeLocale(entry.tag))
    .filter((locale): locale is Locale => locale !== null);
}

export interface LocaleSources {
  cookie?: string | null;
  userSetting?: string | null;
  acceptLanguage?: string | null;
}

/** Cookie first, then the user's saved setting, then the browser's Accept-Language. */
export function resolveLocale({ cookie, userSetting, acceptLanguage }: LocaleSources): Locale {
  return (
    normalizeLocale(cookie) ?? normalizeLocale(userSetting) ?? localesFromAcceptLanguage(acceptLanguage)[0] ?? DEFAULT_LOCALE
  );
}
