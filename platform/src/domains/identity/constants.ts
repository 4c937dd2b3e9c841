/** Spec limits and timings owned by the identity domain; each names its spec section. */

/** core-session-account.md section 9: "Max profiles 5". */
export const MAX_PROFILES = 5;
/** core-session-account.md section 9: "PIN length 4". */
export const PIN_LENGTH = 4;
/** core-session-account.md section 5: phone length is 11 when the provider has no phone mask. */
export const DEFAULT_PHONE_LENGTH = 11;
/** core-session-account.md section 5: code length is the provider OTP length or 4. */
export const DEFAULT_OTP_LENGTH = 4;
/** A sent code stays valid for 5 minutes (operator rule; the client's resend timer is 60 s, section 9). */
export const OTP_LIFETIME_SECONDS = 5 * 60;
/** Wrong entries after which a code is burned and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
/** Interface languages (core-session-account.md section 1). */
export const INTERFACE_LANGUAGES = ['kk', 'ru', 'en', 'uz'] as const;
/** core-session-account.md section 4 "Search shell": min_search_chars default 1, debounce 1000 ms. */
export const MIN_SEARCH_CHARS = 1;
export const SEARCH_BOUNCING_INTERVAL_MS = 1000;
/** Parental PIN validity choices in minutes (section 6: "default hint 30 minutes"). */
export const PARENTAL_DURATIONS_MINUTES = [30, 60, 240] as const;
/** Device parental setting keys (core-session-account.md section 3 "Parental settings"). */
export const PARENTAL_FLAGS = ['profile', 'program', 'vod', 'channel', 'pay', 'settings'] as const;
/** Device types and application types (core-session-account.md section 3 "Device"). */
export const DEVICE_TYPES = ['tv', 'tablet', 'phone', 'pc'] as const;
/** The address that answers when a request carries no forwarding header. */
export const LOCAL_IP = '127.0.0.1';
/** Telegram bot that delivers codes when the send method is telegram (section 4 "Login by code"). */
export const TELEGRAM_BOT_URL = 'https://t.me/demo_tv_code_bot';
/** Survey asked by the header prompts (section 7 "Misc": survey number 1). */
export const MAIN_SURVEY_ID = 1;
/** The short poll behind the separate "poll" notification (section 4): answers only, no own text. */
export const POLL_SURVEY_ID = 2;
/** The rating behind the survey_rate notification (section 4): one answer, an optional comment. */
export const RATE_SURVEY_ID = 3;
/** Field limits: longer input is refused with a 400 naming the field (no spec number; generous for any language). */
export const USERNAME_MAX_LENGTH = 150;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;
export const SURVEY_TEXT_MAX_LENGTH = 2000;
/** Serialized size of a user's or device's settings object. */
export const SETTINGS_MAX_BYTES = 8 * 1024;
