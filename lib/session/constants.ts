/** core-session-account.md section 9: phone code resend timer 60 s. */
export const CODE_RESEND_SECONDS = 60;
/** core-session-account.md section 9: Telegram status poll 5 s. */
export const TELEGRAM_POLL_MS = 5_000;
/** core-session-account.md section 9: token re-authorization when the last token is older than 300000 ms. */
export const DEVICE_REAUTH_AFTER_MS = 300_000;
