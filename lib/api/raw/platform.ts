/** Platform JSON of the provider, network and configuration calls, exactly as platform/docs/identity.md shows it. */

export interface RawCurrency {
  UTF_NAME: string;
  ASCII_NAME: string;
  ISO_CODE: string;
  FORMAT: string;
}

export interface RawLanding {
  logo: string;
  title: string;
  description: string;
  features: { title: string; text: string }[];
  devices: string[];
  contacts: { phone: string; email: string; address: string };
  support_url: string | null;
  regform_btn_url: string | null;
  regform_btn_caption: string | null;
}

export interface RawProvider {
  id: number;
  name: string;
  shortname: string;
  language: string;
  support: { email: string; phone: string; url: string };
  currency: RawCurrency | null;
  landing: RawLanding | null;
  phone_mask: string | null;
  phone_length: number;
  otp_length: number;
  regform_btn_url: string | null;
  regform_btn_caption: string | null;
  is_allow_additional_packets_without_base: boolean;
  is_guest_allowed: boolean;
  is_ott: boolean;
  promo_days: number;
  auto_auth: string | null;
}

export interface RawNetworkInfo {
  id: number | null;
  provider: RawProvider | null;
  country: { code: string; name: string } | null;
  remote: string;
  is_guest_allowed: boolean;
  auto_auth: string | null;
  promo_days: number;
  agreement: string;
  privacy: string;
  lk_link: { label: string; url: string } | null;
  default: { title: string; description: string };
}

export interface RawConfiguration {
  parental_duration: { name: string; duration: number }[];
  min_search_chars: number;
  bouncing_interval: number;
  catchup_blackout_mattress_screenshot_url: string;
}

export interface RawResources {
  languages: { key: string; name: string; interface: boolean; priority: number }[];
  audio_languages: { key: string; name: string; priority: number }[];
  text_languages: { key: string; name: string; priority: number }[];
}

export interface RawNewsItem {
  id: number;
  title: string;
  text: string;
  published_at: string;
}
