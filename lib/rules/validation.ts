/**
 * Form and identifier validation (core-session-account.md section 5, catalogue-vod-billing.md
 * section 5, live-channels.md section 5). Each check answers `{ ok }` with the cleaned value or
 * an error key, so forms show one message and never send a bad value.
 */

/** core-session-account.md section 5: phone length when the provider has no mask. */
export const DEFAULT_PHONE_LENGTH = 11;
/** core-session-account.md section 5: the address variant's phone length when the first digit is not 7. */
export const REGIONAL_SHORT_PHONE_LENGTH = 9;
/** core-session-account.md section 5: the address variant's own flows key on this first digit. */
export const REGIONAL_HOME_PREFIX = '7';
/** core-session-account.md section 5: one-time code length without a provider setting. */
export const DEFAULT_OTP_LENGTH = 4;
/** core-session-account.md section 5: the address variant's code length when the first digit is not 7. */
export const REGIONAL_SHORT_PHONE_OTP_LENGTH = 8;
/** core-session-account.md sections 5 and 9: promo code max 15 characters. */
export const PROMO_CODE_MAX_LENGTH = 15;
/** core-session-account.md sections 5 and 9: search input max 255 characters. */
export const SEARCH_MAX_LENGTH = 255;
/** core-session-account.md section 9: min search chars 1 unless configuration says otherwise. */
export const DEFAULT_MIN_SEARCH_CHARS = 1;
/** core-session-account.md section 9: search debounce 1000 ms unless configuration sets bouncing_interval. */
export const DEFAULT_SEARCH_DEBOUNCE_MS = 1_000;
/** core-session-account.md section 9: max profiles 5. */
export const MAX_PROFILES = 5;

/** Error keys the spec names. */
export const VALIDATION_ERRORS = {
  wrongPhone: 'error_wrong_phone',
  noneSelected: 'error_none_field_is_selected',
} as const;

/** Error kinds of fields whose messages the spec does not name. */
export type FieldError = 'required' | 'too_long' | 'wrong_length' | 'invalid';

export type Checked<T, E extends string = FieldError> = { ok: true; value: T } | { ok: false; error: E };

const fail = <E extends string>(error: E): { ok: false; error: E } => ({ ok: false, error });
const pass = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** Phone inputs keep digits only. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Mask placeholders and literal digits both stand for one typed digit. */
const MASK_DIGIT = /[#_X\d]/g;

/** Required phone length: the mask's placeholders and digits, else 11. */
export function phoneLengthFromMask(mask: string | null | undefined): number {
  if (!mask) return DEFAULT_PHONE_LENGTH;
  const count = mask.match(MASK_DIGIT)?.length ?? 0;
  return count > 0 ? count : DEFAULT_PHONE_LENGTH;
}

export interface PhoneRules {
  mask?: string | null;
  /** The address-based regional variant. */
  regionalAddressVariant?: boolean;
}

export function requiredPhoneLength(phoneDigits: string, rules: PhoneRules): number {
  if (rules.regionalAddressVariant && phoneDigits.length > 0 && !phoneDigits.startsWith(REGIONAL_HOME_PREFIX)) {
    return REGIONAL_SHORT_PHONE_LENGTH;
  }
  return phoneLengthFromMask(rules.mask);
}

export function validatePhone(
  raw: string,
  rules: PhoneRules = {},
): Checked<string, typeof VALIDATION_ERRORS.wrongPhone> {
  const phone = digitsOnly(raw);
  return phone.length === requiredPhoneLength(phone, rules) ? pass(phone) : fail(VALIDATION_ERRORS.wrongPhone);
}

/** The address variant's own one-time-code flow serves only phones beginning with 7. */
export function usesRegionalOtpFlow(phoneDigits: string): boolean {
  return phoneDigits.startsWith(REGIONAL_HOME_PREFIX);
}

export interface CodeRules {
  providerOtpLength?: number | null;
  regionalAddressVariant?: boolean;
  phone?: string;
}

export function otpCodeLength(rules: CodeRules): number {
  const phone = digitsOnly(rules.phone ?? '');
  if (rules.regionalAddressVariant && phone.length > 0 && !phone.startsWith(REGIONAL_HOME_PREFIX)) {
    return REGIONAL_SHORT_PHONE_OTP_LENGTH;
  }
  const provider = rules.providerOtpLength;
  return typeof provider === 'number' && provider > 0 ? provider : DEFAULT_OTP_LENGTH;
}

export function validateOtpCode(raw: string, rules: CodeRules): Checked<string> {
  const code = raw.trim();
  if (!code) return fail('required');
  if (!/^\d+$/.test(code)) return fail('invalid');
  return code.length === otpCodeLength(rules) ? pass(code) : fail('wrong_length');
}

export function validatePromoCode(raw: string): Checked<string> {
  const code = raw.trim();
  if (!code) return fail('required');
  return code.length > PROMO_CODE_MAX_LENGTH ? fail('too_long') : pass(code);
}

/** Submit is disabled when the code is empty or a request is in flight. */
export function canSubmitPromoCode(raw: string, busy: boolean): boolean {
  return !busy && validatePromoCode(raw).ok;
}

/** Profile names and the info form's name are required. */
export function validateRequiredName(raw: string): Checked<string> {
  const name = raw.trim();
  return name ? pass(name) : fail('required');
}

export function canCreateProfile(existingProfiles: number): boolean {
  return existingProfiles < MAX_PROFILES;
}

/** Settings list: the create tile shows while fewer than 5 profiles exist and no parental settings are active. */
export function showCreateProfileTile(existingProfiles: number, parentalSettingsActive: boolean): boolean {
  return canCreateProfile(existingProfiles) && !parentalSettingsActive;
}

/** A standard address: one @, no spaces, a dotted domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const PUNYCODE = /xn--/i;

/** Info form e-mail: optional, but when given a valid address with no Cyrillic and no punycode. */
export function validateInfoEmail(raw: string): Checked<string> {
  const email = raw.trim();
  if (!email) return pass('');
  if (CYRILLIC.test(email) || PUNYCODE.test(email)) return fail('invalid');
  return EMAIL_PATTERN.test(email) ? pass(email) : fail('invalid');
}

/** E-mail notification form: required and a standard address, else nothing is sent. */
export function validateNotificationEmail(raw: string): Checked<string> {
  const email = raw.trim();
  if (!email) return fail('required');
  return EMAIL_PATTERN.test(email) ? pass(email) : fail('invalid');
}

/** A filled hidden `name` field means a bot filled the form: it is ignored. */
export function isHoneypotTripped(honeypotValue: string | null | undefined): boolean {
  return Boolean(honeypotValue);
}

export interface SurveyInput {
  answerIds: number[];
  userText: string;
  allowUserAnswer: boolean;
}

export interface SurveyPayload {
  answer_ids: number[];
  user_text?: string;
}

/** At least one answer or other-text; the text counts and is sent only when the survey allows it. */
export function buildSurveyAnswer(input: SurveyInput): Checked<SurveyPayload, typeof VALIDATION_ERRORS.noneSelected> {
  const text = input.allowUserAnswer ? input.userText.trim() : '';
  if (input.answerIds.length === 0 && !text) return fail(VALIDATION_ERRORS.noneSelected);
  return pass(text ? { answer_ids: input.answerIds, user_text: text } : { answer_ids: input.answerIds });
}

export function clampSearchInput(raw: string): string {
  return raw.slice(0, SEARCH_MAX_LENGTH);
}

/** The search term navigated to (/search?q=): lowercased, or null while shorter than min chars. */
export function searchQueryFor(raw: string, minChars: number = DEFAULT_MIN_SEARCH_CHARS): string | null {
  const text = clampSearchInput(raw).trim();
  return text.length >= Math.max(1, minChars) ? text.toLowerCase() : null;
}

/** Channel ids must be numeric; anything else is rejected (null). */
export function parseChannelId(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : null;
}

/** Content ids are the trailing digits of a slug-or-id ("film-title-42" -> 42); null without any. */
export function contentIdOf(slugOrId: string | number): number | null {
  if (typeof slugOrId === 'number') return parseChannelId(slugOrId);
  const digits = /(\d+)\s*$/.exec(slugOrId)?.[1];
  if (!digits) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
}
