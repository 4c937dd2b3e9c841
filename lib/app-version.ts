/** Application version 188, also the translation version parameter (core-session-account.md section 9). */
export const APP_VERSION = 188;
