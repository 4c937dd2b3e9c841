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
  active = true,
  initialFocus: InitialFocus = 'first',
): void {
  // In the commit that shows the container, not after the next paint: a key pressed as a dialog appears (a remote's
  // Back as a title's page opened) found it on screen, the focus still behind it and no layer on top to take it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    trapStack.push(container);
    if (!container.contains(document.activeElement)) {
      (initialFocus === 'container' ? container : (focusableIn(container)[0] ?? container)).focus();
    }

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
      trapStack.splice(trapStack.indexOf(container), 1);
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [containerRef, active, initialFocus]);
}
