import { partnerMenuLinksFromEnv, type PartnerMenuLinks } from './partners/menu-links';

/** Deployment switches of the shell (environment): promo codes and iframe payment are provider options (section 2). */
export interface ShellSettings {
  promoCodes: boolean;
  iframePayment: boolean;
  appStoreUrl: string;
  googlePlayUrl: string;
  /** The one partner's two menu links (PARTNER_MENU_LINKS); null until configured. */
  partnerMenuLinks: PartnerMenuLinks | null;
}

const isOn = (value: string | undefined, fallback: boolean) => (value === undefined || value === '' ? fallback : /^(1|true|yes|on)$/i.test(value));

export function shellSettingsFromEnv(env: Record<string, string | undefined> = process.env): ShellSettings {
  return {
    promoCodes: isOn(env.PROMO_CODES_ENABLED, true),
    iframePayment: isOn(env.IFRAME_PAYMENT_ENABLED, false),
    appStoreUrl: env.APP_STORE_URL || 'https://apps.apple.com/',
    googlePlayUrl: env.GOOGLE_PLAY_URL || 'https://play.google.com/store',
    partnerMenuLinks: partnerMenuLinksFromEnv(env),
  };
}
