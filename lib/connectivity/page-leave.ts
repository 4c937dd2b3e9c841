/** Window event fired when the page is left or hidden ("Page leaving closes players and sends statistics"). */
export const PAGE_LEAVE_EVENT = 'page-leave';

/**
 * pagehide: the document is being unloaded or put in the back/forward cache: close players.
 * hidden: the tab went to the background and may never come back: flush statistics now.
 */
export type PageLeaveReason = 'pagehide' | 'hidden';

export interface PageLeaveDetail {
  reason: PageLeaveReason;
}

/** Turns pagehide and visibilitychange into one `page-leave` event on the window; returns the stop function. */
export function watchPageLeave(target: Window = window): () => void {
  const emit = (reason: PageLeaveReason) =>
    target.dispatchEvent(new CustomEvent<PageLeaveDetail>(PAGE_LEAVE_EVENT, { detail: { reason } }));
  const onPageHide = () => emit('pagehide');
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') emit('hidden');
  };
  target.addEventListener('pagehide', onPageHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onPageHide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Subscribes to page leave; returns the unsubscribe function. */
export function onPageLeave(listener: (detail: PageLeaveDetail) => void, target: Window = window): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<PageLeaveDetail>).detail);
  target.addEventListener(PAGE_LEAVE_EVENT, handler);
  return () => target.removeEventListener(PAGE_LEAVE_EVENT, handler);
}
