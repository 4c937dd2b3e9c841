import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';
import { badRequest, notFound } from '../../core/errors';
import { localize, type DataLanguage, type LocalizedText } from '../../core/localized';
import { providerLogoUrl } from '../media/urls';
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
  /** JSON list of further masks ({mask, otp_length?}) for numbers outside the main mask's prefix. */
  phone_masks: string | null;
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
  /** An operator's own logo; unset for the demo art (providerLogoUrl). */
  logo?: string;
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

export function otpLengthOf(provider: ProviderRow): number {
  return provider.otp_length ?? DEFAULT_OTP_LENGTH;
}

/** One phone mask of a provider: the numbers it serves (those starting with its prefix), their length and code length. */
export interface PhoneRule {
  /** The mask's leading literal digits ("+7 (###)..." serves numbers starting with 7); empty serves any. */
  prefix: string;
  length: number;
  otpLength: number;
}

function ruleOf(mask: string | null, otpLength: number): PhoneRule {
  const prefix = /^[^#\d]*(\d*)/.exec(mask ?? '')?.[1] ?? '';
  return { prefix, length: phoneLengthOf(mask), otpLength };
}

/** The main mask, then the further ones (e.g. the regional variant's 9-digit numbers not starting with 7, section 5). */
export function phoneRulesOf(provider: ProviderRow): PhoneRule[] {
  const further = parseJson<{ mask: string; otp_length?: number }[]>(provider.phone_masks, []);
  return [
    ruleOf(provider.phone_mask, otpLengthOf(provider)),
    ...further.map((entry) => ruleOf(entry.mask, entry.otp_length ?? otpLengthOf(provider))),
  ];
}

/**
 * The mask a number falls under: the one with the longest prefix the number starts with. With a single mask that is
 * always the main one (section 5: the length comes from the mask), so only further masks split numbers by prefix.
 */
export function phoneRuleFor(provider: ProviderRow, phone: string): PhoneRule {
  const rules = phoneRulesOf(provider);
  const serving = rules.filter((rule) => phone.startsWith(rule.prefix)).sort((a, b) => b.prefix.length - a.prefix.length);
  return serving[0] ?? rules[0]!;
}

/** Digits of the phone, checked against the length of the provider's mask for it (error_wrong_phone, section 5). */
export function validPhone(raw: string, provider: ProviderRow): string {
  return checkedPhone(raw, provider).phone;
}

/** validPhone with the code length of the number's mask. */
export function checkedPhone(raw: string, provider: ProviderRow): { phone: string; otpLength: number } {
  const phone = digitsOf(raw);
  const { length, otpLength } = phoneRuleFor(provider, phone);
  if (phone.length !== length) {
    throw badRequest(`The phone number must have ${length} digits.`, { phone: [`The phone number must have ${length} digits.`] }, 'wrong_phone');
  }
  return { phone, otpLength };
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

function landingJson(provider: ProviderRow, language: DataLanguage, publicUrl: string) {
  const landing = parseJson<StoredLanding | null>(provider.landing, null);
  if (!landing) return null;
  return {
    logo: providerLogoUrl(publicUrl, provider.id, landing.logo),
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
export function providerJson(provider: ProviderRow, language: DataLanguage, publicUrl: string) {
  return {
    id: provider.id,
    name: localize(provider.name, language),
    shortname: provider.shortname,
    language: provider.language,
    support: parseJson(provider.support, { email: '', phone: '', url: '' }),
    currency: parseJson(provider.currency, null),
    landing: landingJson(provider, language, publicUrl),
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
