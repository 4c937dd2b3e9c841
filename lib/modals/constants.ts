/** Close animation of a modal: core-session-account.md section 9 ("modal animation 300 ms; close delay 300 ms"). */
export const MODAL_CLOSE_ANIMATION_MS = 300;

/** A modal opens this long after the previous one closed: core-session-account.md sections 2 and 9. */
export const MODAL_REOPEN_DELAY_MS = 600;

/** The profiles modal closes more slowly: core-session-account.md section 9 ("profile modal close 600 ms"). */
export const PROFILE_MODAL_CLOSE_MS = 600;
