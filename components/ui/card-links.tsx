'use client';

import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, useEffect } from 'react';
import { CARD_LINK_ATTRIBUTE } from './card-link';

const CARD_LINK = `a[${CARD_LINK_ATTRIBUTE}]`;

function cardLinkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CARD_LINK) : null;
}

/** A click the browser should handle itself, as next/link leaves it: new tab or window, download, middle button. */
function isBrowserClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  );
}

function listen(router: AppRouterInstance): () => void {
  let lastIntent: string | null = null;
  // Pointer over a card, keyboard focus on it, a touch: its whole page is prefetched (next/link's prefetch={true}).
  const onIntent = (event: Event) => {
    const href = cardLinkOf(event)?.getAttribute('href');
    if (!href || href === lastIntent) return;
    lastIntent = href;
    router.prefetch(href, { kind: PrefetchKind.FULL });
  };
  const onClick = (event: MouseEvent) => {
    const anchor = cardLinkOf(event);
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || isBrowserClick(event, anchor)) return;
    event.preventDefault();
    router.push(href);
  };
  document.addEventListener('mouseover', onIntent);
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
    document.removeEventListener('click', onClick);
  };
}

let mounted = 0;
let stopListening: (() => void) | null = null;

/**
 * Client navigation and prefetch on intent for every card link on the page, from one set of document listeners.
 * A home page shows a hundred and more cards: as one next/link each (with the state that switched its prefetch on
 * intent), hydration walked two client components and their hooks per card; as plain server-rendered anchors it
 * walks none. Rendered by each list of cards (any number of times): the listeners exist once while any is mounted.
 * Cards are prefetched on intent, never when shown (components/ui/intent-link.tsx says why).
 */
export function CardLinks() {
  // The router itself, not useRouter(): outside the app router (a component test) the cards stay plain links.
  const router = useContext(AppRouterContext);
  useEffect(() => {
    if (!router) return;
    mounted += 1;
    if (mounted === 1) stopListening = listen(router);
    return () => {
      mounted -= 1;
      if (mounted === 0) {
        stopListening?.();
        stopListening = null;
      }
    };
  }, [router]);
  return null;
}
