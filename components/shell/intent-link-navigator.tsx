'use client';

import { useRouter } from 'next/navigation';
// Next exports the prefetch kinds only from here; `full` prefetches the whole page, as <Link prefetch> does.
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useEffect } from 'react';
import { appHref, intentLinkOf, routedClickHref } from '@/lib/navigation/intent-links';

/**
 * Routes clicks on the app's intent links (components/ui/intent-link) inside the app, and prefetches a link's page
 * when the viewer shows intent: pointer over it, keyboard focus, touch. One listener per kind on the document serves
 * every card of every page. Before it mounts, a click follows the link as a plain page load, as a link does before
 * hydration.
 */
export function IntentLinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const origin = window.location.origin;
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = intentLinkOf(event.target);
      const href = link && appHref(link, origin);
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href, { kind: PrefetchKind.FULL });
    };
    const click = (event: MouseEvent) => {
      const link = intentLinkOf(event.target);
      const href = link && routedClickHref(event, link, origin);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    document.addEventListener('click', click);
    document.addEventListener('mouseover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    document.addEventListener('touchstart', prefetch, { passive: true });
    return () => {
      document.removeEventListener('click', click);
      document.removeEventListener('mouseover', prefetch);
      document.removeEventListener('focusin', prefetch);
      document.removeEventListener('touchstart', prefetch);
    };
  }, [router]);
  return null;
}
