/** App types of the platform calls (core-session-account.md sections 3 and 7): provider, network, configuration. */

export interface Currency {
  symbol: string;
  asciiName: string;
  isoCode: string;
  /** Template with {amount} and {symbol}. */
  format: string;
}

export interface SupportContacts {
  email: string;
  phone: string;
  url: string;
}

export interface ProviderLanding {
  logo: string;
  title: string;
  description: string;
  features: { title: string; text: string }[];
  devices: string[];
  contacts: { phone: string; email: string; address: string };
  supportUrl: string | null;
  regformButton: { url: string; caption: string } | null;
}

export interface Provider {
  id: number;
  name: string;
  shortname: string;
  language: string;
  support: SupportContacts;
  currency: Currency | null;
  landing: ProviderLanding | null;
  phoneMask: string | null;
  /** Digits a phone must have (placeholders of the mask, or 11). */
  phoneLength: number;
  otpLength: number;
  regformButton: { url: string; caption: string } | null;
  allowsPacketsWithoutBase: boolean;
  isGuestAllowed: boolean;
  isOtt: boolean;
  promoDays: number;
  autoAuthUrl: string | null;
}

export interface NetworkInfo {
  id: number | null;
  provider: Provider | null;
  country: { code: string; name: string } | null;
  remoteIp: string;
  isGuestAllowed: boolean;
  autoAuthUrl: string | null;
  promoDays: number;
  agreementUrl: string;
  privacyUrl: string;
  accountLink: { label: string; url: string } | null;
  /** Login title and description shown when no provider was found. */
  noProviderText: { title: string; description: string };
}

export interface PlatformConfiguration {
  parentalDurations: { name: string; minutes: number }[];
  minSearchChars: number;
  searchDebounceMs: number;
  catchupBlackoutScreenshotUrl: string;
}

export interface Language {
  key: string;
  name: string;
  isInterface: boolean;
  priority: number;
}

export interface PlatformResources {
  languages: Language[];
  audioLanguages: Omit<Language, 'isInterface'>[];
  textLanguages: Omit<Language, 'isInterface'>[];
}

export interface SeoMask {
  page: string;
  /** Templates with a {title} placeholder. */
  title: string;
  description: string;
}

export interface NewsItem {
  id: number;
  title: string;
  text: string;
  publishedAt: string;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}
