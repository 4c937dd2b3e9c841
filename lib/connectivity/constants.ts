/** Online ping: core-session-account.md section 7 (GET /robots.txt?t={timestamp}, no-store) and section 9. */
export const ONLINE_PING_PATH = '/robots.txt';
/** section 9: "Online ping starts at 2 s". */
export const ONLINE_PING_FIRST_DELAY_MS = 2_000;
/** section 9: "doubles up to 60 s". */
export const ONLINE_PING_MAX_DELAY_MS = 60_000;
/** section 9: "timeout 3 s". */
export const ONLINE_PING_TIMEOUT_MS = 3_000;

/** section 9: "Ping every 5 min" keeps the session warm. */
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60_000;
/** Same-origin route of the web server (the lead's app/api/keepalive). */
export const KEEP_ALIVE_PATH = '/api/keepalive';
