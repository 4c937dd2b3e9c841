'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads in the browser once it has mounted, with `loading` (or nothing) in its place until
 * then, on the server and in the hydrating render alike: what next/dynamic does with `ssr: false`, without the module
 * next/dynamic brings along (React.lazy wrappers, the bail-out to client rendering, the server's preload list: about
 * 1 kB gzip on every page's first load, issue 32). A failed download goes to the nearest error boundary, as there.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loading: Loading }: { loading?: ComponentType } = {},
): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    pending ??= load().catch((error: unknown) => {
      // The next mount (a retry of the error boundary) asks again.
      pending = null;
      throw error;
    });
    return pending;
  };

  function ClientOnly(props: P) {
    // Always the placeholder first, even when the code is here already: the hydrating render must match the server's.
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let mounted = true;
      // As a transition: an urgent update rendered the arriving part (a row of cards, the watch buttons) in one
      // unsliced task; as a transition React renders it in slices between the browser's own work.
      fetchOnce().then(
        (loaded) => mounted && startTransition(() => setComponent(() => loaded)),
        (error: unknown) =>
          mounted &&
          startTransition(() =>
            setComponent(() => {
              throw error;
            }),
          ),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (Component) return <Component {...props} />;
    return Loading ? <Loading /> : null;
  }
  return ClientOnly;
}
