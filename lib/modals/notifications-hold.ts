/**
 * Automated tests hold notification prompts back with this cookie so pages look the same on every run;
 * tests of the prompts themselves simply do not set it. It only ever suppresses prompts, so a real viewer
 * without the cookie is unaffected and one with it just sees no prompts.
 */
export const HOLD_PROMPTS_COOKIE = 'tv_hold_prompts';

/** Whether a cookie header (e.g. `document.cookie`) holds prompts back. */
export function promptsHeldBy(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${HOLD_PROMPTS_COOKIE}=1`);
}

/** Reads the hold cookie in the browser; without a document (server render) nothing is held. */
export function promptsHeld(): boolean {
  return typeof document !== 'undefined' && promptsHeldBy(document.cookie);
}
