/** The access token: httpOnly, so page scripts never see it (ARCHITECTURE.md "Session and security"). */
export const TOKEN_COOKIE = 'tv_token';
/** When the token was issued (ms): readable, for the 5-minute device re-authorization rule. */
export const TOKEN_ISSUED_COOKIE = 'tv_token_at';
/** The authorized device id, sent back with device settings (core-session-account.md section 7). */
export const DEVICE_COOKIE = 'tv_device';
/** When the token lapses (ms), kept apart from the session's own lifetime: the gateway re-authorizes past it. */
export const TOKEN_EXPIRES_COOKIE = 'tv_token_exp';
/**
 * How long a session lives: as long as its device registration, renewed with every token the device is given
 * (sliding), not the token's own 12 hours; a lapsed token is re-authorized through the device (section 4 step 7).
 */
export const SESSION_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

/** Fallback token lifetime when the platform gives none: 43200000 ms (core-session-account.md section 9). */
export const TOKEN_EXPIRY_FALLBACK_MS = 43_200_000;
/** The guest session a sign-in replaced (`{deviceId}:{token}`, httpOnly): logout falls back to it (section 4). */
export const GUEST_STASH_COOKIE = 'tv_guest';

/**
 * Whether this browser's session is known to be on a profile that is not a child's: 'adult', else 'child'; absent
 * when nobody knows yet (lib/session/profile-hint.ts).
 */
export const PROFILE_HINT_COOKIE = 'tv_profile';

/** The cookies that make this browser's session: a switch of back end (lib/request-gate/query-switches.ts) removes them. */
export const SESSION_COOKIES = [TOKEN_COOKIE, TOKEN_ISSUED_COOKIE, TOKEN_EXPIRES_COOKIE, DEVICE_COOKIE, GUEST_STASH_COOKIE, PROFILE_HINT_COOKIE] as const;
