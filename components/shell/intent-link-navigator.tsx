'use client';

import { useRouter } from 'next/navigation';
// Next exports the prefetch kinds only from here; `full` prefetches the whole page, as <Link prefetch> does.
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useEffect } from 'react';
import { appHref, intentLinkOf, routedClickHref } from '@/lib/navigation/intent-links';

/**
 * How long the pointer or the focus must rest on a link to count as intent. Passing over a row is not intent: a
 * remote's arrows steering to the twelfth card focused eleven on the way, and each asked the server for a whole page;
 * those renders queued before the page the viewer then opened (lib/ops/render-admission.mjs), which under load was
 * refused and loaded as a whole new document instead. A remote scans a row at three or four presses a second and
 * stops to read a title; a pointer crossing a card is gone within a tenth of a second. A touch is intent at once:
 * the tap follows.
 */
export const FOCUS_DWELL_MS = 400;
export const POINTER_DWELL_MS = 100;

/**
 * Routes clicks on the app's intent links (components/ui/intent-link) inside the app, and prefetches a link's page
 * when the viewer shows intent: the pointer or the focus resting on it, a touch. One listener per kind on the document serves
 * every card of every page. Before it mounts, a click follows the link as a plain page load, as a link does before
 * hydration.
 */
export function IntentLinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const origin = window.location.origin;
    const prefetched = new Set<string>();
    let resting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
    const prefetchLink = (link: HTMLAnchorElement) => {
      const href = appHref(link, origin);
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href, { kind: PrefetchKind.FULL });
    };
    const settle = (event: Event) => {
      const link = intentLinkOf(event.target);
      if (!link || resting?.link === link) return;
      if (resting) clearTimeout(resting.timer);
      const dwell = event.type === 'focusin' ? FOCUS_DWELL_MS : POINTER_DWELL_MS;
      resting = { link, timer: setTimeout(() => prefetchLink(link), dwell) };
    };
    const leave = (event: Event) => {
      const link = intentLinkOf(event.target);
      if (!link || resting?.link !== link) return;
      // The pointer moving between a card's own picture and caption is still over the card.
      const to = (event as MouseEvent | FocusEvent).relatedTarget;
      if (to instanceof Node && link.contains(to)) return;
      clearTimeout(resting.timer);
      resting = null;
    };
    const touch = (event: Event) => {
      const link = intentLinkOf(event.target);
      if (link) prefetchLink(link);
    };
    const click = (event: MouseEvent) => {
      const link = intentLinkOf(event.target);
      const href = link && routedClickHref(event, link, origin);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    document.addEventListener('click', click);
    document.addEventListener('mouseover', settle, { passive: true });
    document.addEventListener('focusin', settle);
    document.addEventListener('mouseout', leave, { passive: true });
    document.addEventListener('focusout', leave);
    document.addEventListener('touchstart', touch, { passive: true });
    return () => {
      if (resting) clearTimeout(resting.timer);
      document.removeEventListener('click', click);
      document.removeEventListener('mouseover', settle);
      document.removeEventListener('focusin', settle);
      document.removeEventListener('mouseout', leave);
      document.removeEventListener('focusout', leave);
      document.removeEventListener('touchstart', touch);
    };
  }, [router]);
  return null;
}
