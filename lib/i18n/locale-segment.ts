import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

const SESSION_PART = 'session';
/**
 * Server settings read from the environment that change rendered markup. Their fingerprint is part of every cached
 * page's key, so servers of one build started with different settings (a brand build, an e2e server with iframe
 * payment on) never serve each other's pages from a shared cache, and a restart with new settings starts afresh.
 */
export const MARKUP_SETTINGS = [
  'SITE_URL',
  'APP_TIME_ZONE',
  'AUTH_ONLY_MODE',
  'PROMO_CODES_ENABLED',
  'IFRAME_PAYMENT_ENABLED',
  'HIDDEN_CONTENT_IDS',
  'CHANNEL_LIST_EXCLUDED_IDS',
  'CHANNEL_LIST_PINNED_IDS',
  'APP_STORE_URL',
  'GOOGLE_PLAY_URL',
  'MOBILE_APP_URL',
  'ENABLE_TEST_PAGES',
  'PLATFORM_API_URL',
  'PLATFORM_PUBLIC_URL',
  'PARTNER_MENU_LINKS',
] as const;
export interface RenderVariant {
  locale: Locale;
  session: boolean;
}

/** FNV-1a, base 36: short and stable; middleware runs where node:crypto is not available. */
export function settingsFingerprint(env: Record<string, string | undefined>): string {
  let hash = 0x811c9dc5;
  for (const char of MARKUP_SETTINGS.map((name) => `${name}=${env[name] ?? ''}`).join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The app/[locale] segment value of one cached rendering: the language, the session variant where it exists, and the
 * server settings' fingerprint ('ru', 'ru-session', then '-c1x2y3z').
 */
export function renderSegment({ locale, session }: RenderVariant, fingerprint: string): string {
  return [locale, ...(session ? [SESSION_PART] : []), `c${fingerprint}`].join('-');
}

export function parseRenderSegment(segment: string | undefined): RenderVariant {
  const [locale, ...rest] = (segment ?? '').split('-');
  return { locale: isLocale(locale) ? locale : DEFAULT_LOCALE, session: rest.includes(SESSION_PART) };
}
