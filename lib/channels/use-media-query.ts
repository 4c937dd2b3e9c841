'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * The browser's answer to a media query as React state, `before` until it comes (on the server and in the hydrating
 * render), then following its changes.
 *
 * The answer arrives as a transition, not as useSyncExternalStore's forced synchronous re-render: on a phone
 * /channels hydrates as the server's wide layout and then turns narrow, and that re-render of the whole TV page ran in
 * one long task straight after hydration. As a transition React renders it in slices between the browser's own work;
 * only its commit is one piece. An answer equal to `before` renders nothing again.
 */
function useMediaAnswer<Before extends boolean | null>(query: string, before: Before): boolean | Before {
  const [matches, setMatches] = useState<boolean | Before>(before);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** A media query for a layout, which has to assume an answer: `serverValue` until the browser's own. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useMediaAnswer(query, serverValue);
}

/**
 * A media query as "not known yet" (null) until the browser answers: for what must not start on an assumed answer
 * (the TV page's channel opening on a wide screen only). Every reader renders once more when the answer comes.
 */
export function useMediaMatch(query: string): boolean | null {
  return useMediaAnswer(query, null);
}
