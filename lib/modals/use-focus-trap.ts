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
 * Runs `task` once the browser has drawn the frame after this one. focus() brings the page's style (and layout) up to
 * date where it is called: in the commit that hydrates a title's page it restyled the whole freshly hydrated page
 * inside that commit's long task (10 to 30 ms at a phone's 4x CPU); after the paint it finds them up to date. Returns
 * the cancel.
 */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from the frame's callback runs after that frame's style, layout and paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Where focus goes when the trap opens: its first control, or the container itself (a player page, whose keys, Space
 * above all, must reach the player instead of pressing that first control; Tab still reaches it first).
 */
export type InitialFocus = 'first' | 'container';

/**
 * When it goes there: in the commit that shows the container (a dialog opened by a press, where the next key is
 * expected inside it), or after the next paint (a modal page, hydrated with the title's page: see afterNextPaint).
 */
export type FocusTiming = 'commit' | 'after-paint';

/**
 * Keeps Tab inside the container while it is mounted and gives focus back to whatever had it before, so keyboard
 * and screen-reader users never land behind an overlay.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active = true,
  initialFocus: InitialFocus = 'first',
  focusTiming: FocusTiming = 'commit',
): void {
  // The layer and its Tab handling in the commit that shows the container, not after the next paint: a key pressed as
  // a dialog appears (a remote's Back as a title's page opened) found it on screen, the focus still behind it and no
  // layer on top to take it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    trapStack.push(container);
    const focusIn = () => {
      // A Tab or an arrow of the remote pressed meanwhile has put it inside already; a modal opened above keeps its own.
      if (container.contains(document.activeElement) || !isTopmostLayer(container)) return;
      (initialFocus === 'container' ? container : (focusableIn(container)[0] ?? container)).focus();
    };
    let cancelFocus = () => {};
    if (focusTiming === 'after-paint') cancelFocus = afterNextPaint(focusIn);
    else focusIn();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container || !isTopmostLayer(container)) return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelFocus();
      trapStack.splice(trapStack.indexOf(container), 1);
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [containerRef, active, initialFocus, focusTiming]);
}
