import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';
import { badRequest, notFound } from '../../core/errors';
import { localize, type DataLanguage, type LocalizedText } from '../../core/localized';
import { DEFAULT_OTP_LENGTH, DEFAULT_PHONE_LENGTH } from './constants';
import { digitsOf } from './request';

export const DEMO_PROVIDER_ID = 1;
export const ALMA_PROVIDER_ID = 2;

export interface ProviderRow {
  id: number;
  shortname: string;
  name: string;
  language: string;
  currency: string;
  support: string;
  landing: string;
  country: string;
  phone_mask: string | null;
  otp_length: number | null;
  is_allow_additional_packets_without_base: number;
  promo_days: number;
  is_ott: number;
  is_guest_allowed: number;
  auto_auth: string | null;
  lk_link: string | null;
  regform_btn_url: string | null;
  regform_btn_caption: string | null;
}

export interface ProviderCountry {
  code: string;
  name: LocalizedText;
}

interface StoredLanding {
  logo: string;
  title: LocalizedText;
  description: LocalizedText;
  features: { title: LocalizedText; text: LocalizedText }[];
  devices: string[];
  contacts: { phone: string; email: string; address: LocalizedText };
}

/** Required phone length: placeholders and digits of the mask (core-session-account.md section 5), else 11. */
export function phoneLengthOf(mask: string | null): number {
  if (!mask) return DEFAULT_PHONE_LENGTH;
  return mask.replace(/[^#\d]/g, '').length;
}

/** Digits of the phone, checked against the provider's mask length (error_wrong_phone, section 5). */
export function validPhone(raw: string, provider: ProviderRow): string {
  const phone = digitsOf(raw);
  const length = phoneLengthOf(provider.phone_mask);
  if (phone.length !== length) {
    throw badRequest(`The phone number must have ${length} digits.`, { phone: [`The phone number must have ${length} digits.`] }, 'wrong_phone');
  }
  return phone;
}

export function otpLengthOf(provider: ProviderRow): number {
  return provider.otp_length ?? DEFAULT_OTP_LENGTH;
}

export function getProvider(ctx: PlatformContext, idOrShortname: number | string): ProviderRow | undefined {
  const byId = /^\d+$/.test(String(idOrShortname));
  return ctx.db
    .prepare(`SELECT * FROM providers WHERE ${byId ? 'id' : 'shortname'} = ?`)
    .get(byId ? Number(idOrShortname) : String(idOrShortname)) as ProviderRow | undefined;
}

export function requireProvider(ctx: PlatformContext, idOrShortname: number | string): ProviderRow {
  const provider = getProvider(ctx, idOrShortname);
  if (!provider) throw notFound(`Provider ${idOrShortname} does not exist.`);
  return provider;
}

export function providerCountry(provider: ProviderRow): ProviderCountry {
  return parseJson<ProviderCountry>(provider.country, { code: 'KZ', name: { ru: 'Казахстан' } });
}

function landingJson(provider: ProviderRow, language: DataLanguage) {
  const landing = parseJson<StoredLanding | null>(provider.landing, null);
  if (!landing) return null;
  return {
    logo: landing.logo,
    title: localize(landing.title, language),
    description: localize(landing.description, language),
    features: landing.features.map((feature) => ({
      title: localize(feature.title, language),
      text: localize(feature.text, language),
    })),
    devices: landing.devices,
    contacts: { ...landing.contacts, address: localize(landing.contacts.address, language) },
    support_url: parseJson<{ url?: string }>(provider.support, {}).url ?? null,
    regform_btn_url: provider.regform_btn_url,
    regform_btn_caption: provider.regform_btn_caption ? localize(provider.regform_btn_caption, language) : null,
  };
}

/** The provider object of network info and of the user (core-session-account.md section 3). */
export function providerJson(provider: ProviderRow, language: DataLanguage) {
  return {
    id: provider.id,
    name: localize(provider.name, language),
    shortname: provider.shortname,
    language: provider.language,
    support: parseJson(provider.support, { email: '', phone: '', url: '' }),
    currency: parseJson(provider.currency, null),
    landing: landingJson(provider, language),
    phone_mask: provider.phone_mask,
    phone_length: phoneLengthOf(provider.phone_mask),
    otp_length: otpLengthOf(provider),
    regform_btn_url: provider.regform_btn_url,
    regform_btn_caption: provider.regform_btn_caption ? localize(provider.regform_btn_caption, language) : null,
    is_allow_additional_packets_without_base: provider.is_allow_additional_packets_without_base === 1,
    is_guest_allowed: provider.is_guest_allowed === 1,
    is_ott: provider.is_ott === 1,
    promo_days: provider.promo_days,
    auto_auth: provider.auto_auth,
  };
}
