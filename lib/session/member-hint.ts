/**
 * Whether this browser's viewer was signed in when it last knew (a guest otherwise): pages are one markup for guests
 * and members, so while start-up runs the header holds a place, and this hint says which shape to hold: a member's
 * messages and avatar, or a guest's sign-in button (header.module.css). Not a right and not a secret: a wrong guess
 * costs one small move of the header, once.
 */
const MEMBER_HINT_KEY = 'tv-member';
/** Set on the document by the early script while the hint says "member". */
export const MEMBER_HINT_ATTRIBUTE = 'data-member';

/** The inline script the root layout runs before the page's first paint (lib/early-script.ts). */
export const EARLY_MEMBER_HINT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(MEMBER_HINT_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(MEMBER_HINT_ATTRIBUTE)},'')}catch(e){}`;

/** Records what start-up found, for the next page load's first paint. */
export function rememberMember(isMember: boolean): void {
  try {
    if (isMember) localStorage.setItem(MEMBER_HINT_KEY, '1');
    else localStorage.removeItem(MEMBER_HINT_KEY);
  } catch {
    // Storage refused (private modes, sandboxed frames): the header then holds a guest's place, as without a hint.
  }
  document.documentElement.toggleAttribute(MEMBER_HINT_ATTRIBUTE, isMember);
}
