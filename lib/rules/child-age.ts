/**
 * What a child profile may see, by age. Its own module, apart from the parental PIN rules (./parental.ts): the
 * catalogue's and channel list's filters need only this, and importing the PIN rules put them in every content
 * page's first-load JavaScript.
 */

/** live-channels.md section 5 / catalogue-vod-billing.md section 5: a child profile sees ages up to 12. */
export const CHILD_MAX_AGE = 12;

/** live-channels.md section 5: a child profile sees only ages up to 12; an unknown age stays hidden. */
export function isVisibleToChild(age: number | null | undefined): boolean {
  return typeof age === 'number' && Number.isFinite(age) && age <= CHILD_MAX_AGE;
}
