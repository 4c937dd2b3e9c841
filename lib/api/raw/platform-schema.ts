import { z } from 'zod';
import { anyId, orElse } from './schema-kit';

/** RawNewsItem (lib/api/raw/platform.ts): a title is what a news entry cannot do without. */
export const newsItemSchema = z.looseObject({
  id: anyId,
  title: z.string(),
  text: orElse('text', z.string(), ''),
  published_at: orElse('published_at', z.string(), ''),
});

const supportSchema = z.looseObject({
  email: orElse('support.email', z.string(), ''),
  phone: orElse('support.phone', z.string(), ''),
  url: orElse('support.url', z.string(), ''),
});

/**
 * RawProvider: every field has a fallback, as the operator's BaseUser names a provider without the web's settings;
 * an absent phone length or code length is 0, which the validation rules read as "use the default"
 * (lib/rules/validation.ts).
 */
export const providerSchema = z.looseObject({
  id: orElse('provider.id', anyId, 0),
  name: orElse('provider.name', z.string(), ''),
  shortname: orElse('provider.shortname', z.string(), ''),
  language: orElse('provider.language', z.string(), ''),
  support: orElse('provider.support', supportSchema, { email: '', phone: '', url: '' }),
  currency: orElse('provider.currency', z.looseObject({ UTF_NAME: z.string(), ASCII_NAME: z.string(), ISO_CODE: z.string(), FORMAT: z.string() }), null),
  landing: orElse('provider.landing', z.looseObject({ logo: z.string(), title: z.string() }), null),
  phone_mask: orElse('provider.phone_mask', z.string(), null),
  phone_length: orElse('provider.phone_length', z.number(), 0),
  otp_length: orElse('provider.otp_length', z.number(), 0),
  regform_btn_url: orElse('provider.regform_btn_url', z.string(), null),
  regform_btn_caption: orElse('provider.regform_btn_caption', z.string(), null),
  is_allow_additional_packets_without_base: orElse('provider.is_allow_additional_packets_without_base', z.boolean(), false),
  is_guest_allowed: orElse('provider.is_guest_allowed', z.boolean(), true),
  is_ott: orElse('provider.is_ott', z.boolean(), true),
  promo_days: orElse('provider.promo_days', z.number(), 0),
  auto_auth: orElse('provider.auto_auth', z.string(), null),
  is_have_purchases: orElse('provider.is_have_purchases', z.boolean(), false),
});

/**
 * RawNetworkInfo, the first call of the guest flow (wire format A. `GET /v2/users/self/network`): the operator's
 * working clients read only `is_guest_allowed`, `is_registration_allowed` and `provider.is_have_purchases`, so every
 * field falls back (no agreement address hides the link; no provider keeps the defaults). Only a non-object is refused.
 */
export const networkInfoSchema = z.looseObject({
  id: orElse('id', anyId, null),
  provider: orElse('provider', providerSchema, null),
  country: orElse('country', z.looseObject({ code: z.string(), name: z.string() }), null),
  remote: orElse('remote', z.string(), ''),
  is_guest_allowed: orElse('is_guest_allowed', z.boolean(), true),
  auto_auth: orElse('auto_auth', z.string(), null),
  promo_days: orElse('promo_days', z.number(), 0),
  agreement: orElse('agreement', z.string(), ''),
  privacy: orElse('privacy', z.string(), ''),
  lk_link: orElse('lk_link', z.looseObject({ label: z.string(), url: z.string() }), null),
  default: orElse(
    'default',
    z.looseObject({
      title: orElse('default.title', z.string(), ''),
      description: orElse('default.description', z.string(), ''),
    }),
    {
      title: '',
      description: '',
    },
  ),
});
