/**
 * Links that navigate inside the app without a React component each: the catalogue draws its cards as plain anchors
 * marked with this attribute, and one listener on the document (components/shell/intent-link-navigator) routes their
 * clicks and prefetches their pages when the viewer shows intent. The home page's 150 cards as next/link components
 * were about 450 component instances to hydrate, each registering with Next's viewport observer, on a phone's main
 * thread.
 */
export const INTENT_LINK_ATTRIBUTE = 'data-intent-link';

/** The marked link an event happened in, if any. */
export function intentLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest(`a[${INTENT_LINK_ATTRIBUTE}]`);
  return link instanceof HTMLAnchorElement ? link : null;
}

/** The in-app address a link leads to, or null when the browser must follow it itself (another site). */
export function appHref(link: HTMLAnchorElement, origin: string): string | null {
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/**
 * The address a click on a marked link should navigate to inside the app, or null to leave it to the browser, as
 * next/link does: another handler took it, a button other than the main one, a modifier (new tab or window,
 * download), a target other than this window, a download link, or another site.
 */
export function routedClickHref(event: ClickLike, link: HTMLAnchorElement, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return appHref(link, origin);
}
