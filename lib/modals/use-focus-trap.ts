'use client';

import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Open traps, innermost last: only the top one handles Tab (and Escape in its owner), e.g. a modal over a modal page. */
const trapStack: HTMLElement[] = [];

export function isTopmostLayer(element: HTMLElement | null): boolean {
  return element !== null && trapStack[trapStack.length - 1] === element;
}

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

/**
 * Where focus goes when the trap opens: its first control, or the container itself (a player page, whose keys, Space
 * above all, must reach the player instead of pressing that first control; Tab still reaches it first).
 */
export type InitialFocus = 'first' | 'container';

/**
 * Keeps Tab inside the container while it is mounted and gives focus back to whatever had it before, so keyboard
 * and screen-reader users never land behind an overlay.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  initialFocus: InitialFocus = 'first',
  /**
   * Takes the focus after the next paint instead of in the commit that shows the container (a modal page). focus()
   * brings the page's style up to date where it is called: in the commit that hydrates a title's page opened directly
   * it restyled the freshly hydrated page inside that commit's long task (9 to 40 ms at a phone's 4x CPU in traces);
   * a task queued from the next frame's callback finds the style up to date. A dialog opened by a press keeps it in
   * the commit: the opener, focused behind it, would take the next key.
   */
  afterPaint = false,
): void {
  // The layer and its Tab handling in the commit that shows the container, not after the next paint: a key pressed as
  // a dialog appears (a remote's Back as a title's page opened) found it on screen, the focus still behind it and no
  // layer on top to take it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const previous = document.activeElement as HTMLElement | null;
    trapStack.push(container);
    let closed = false;
    const focusIn = () => {
      // A Tab or an arrow of the remote pressed meanwhile has put it inside already; a modal opened above keeps its own.
      if (closed || container.contains(document.activeElement) || !isTopmostLayer(container)) return;
      (initialFocus === 'container' ? container : (focusableIn(container)[0] ?? container)).focus();
    };
    if (afterPaint) requestAnimationFrame(() => setTimeout(focusIn));
    else focusIn();

    // Tab past either end, or from outside, goes round to the other end; with nothing to focus, to the container.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmostLayer(container)) return;
      const items = focusableIn(container);
      const current = document.activeElement;
      if (items.length && container.contains(current) && current !== (event.shiftKey ? items[0] : items.at(-1))) return;
      event.preventDefault();
      ((event.shiftKey ? items.at(-1) : items[0]) ?? container).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      closed = true;
      trapStack.splice(trapStack.indexOf(container), 1);
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [containerRef, initialFocus, afterPaint]);
}
