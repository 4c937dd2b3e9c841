import { RECENT_CHANNELS_STORAGE_KEY } from './constants';

/**
 * Whether this browser has recently watched channels, on the document before the first paint: the TV page is one
 * markup for every viewer and reads the stored channels only once it knows its width, so the block above the channel
 * list holds its place by this hint (tv-page.module.css) and its arrival moves nothing (issue 32). "one" or "many":
 * a wide /channels opens the channel opened last again and does not list it, so one stored channel shows no block
 * there. Not a right and not a secret: a wrong guess costs one small move of the list, once.
 */
export const RECENT_HINT_ATTRIBUTE = 'data-recent-channels';

function hintOf(count: number): string | null {
  return count === 0 ? null : count === 1 ? 'one' : 'many';
}

/** The inline script the root layout runs before the page's first paint (lib/early-script.ts). */
export const EARLY_RECENT_HINT_SCRIPT = `(function(d){try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(RECENT_CHANNELS_STORAGE_KEY)}));if(Array.isArray(r)&&r.length)d.setAttribute(${JSON.stringify(RECENT_HINT_ATTRIBUTE)},r.length>1?'many':'one')}catch(e){}})(document.documentElement)`;

/** Keeps the hint true for a page the app navigates to without a load. */
export function markRecentChannels(count: number): void {
  if (typeof document === 'undefined') return;
  const hint = hintOf(count);
  if (hint) document.documentElement.setAttribute(RECENT_HINT_ATTRIBUTE, hint);
  else document.documentElement.removeAttribute(RECENT_HINT_ATTRIBUTE);
}
