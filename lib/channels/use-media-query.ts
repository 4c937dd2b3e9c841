'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * A CSS media query as React state; the server (and the first client render) assume `serverValue`.
 *
 * The browser's answer arrives as a transition, not as useSyncExternalStore's forced synchronous re-render: on a
 * phone /channels hydrates as the server's wide layout and then turns narrow, and that re-render of the whole TV page
 * ran in one long task straight after hydration. As a transition React renders it in slices between the browser's
 * own work; only its commit is one piece.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
