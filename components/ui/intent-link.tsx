'use client';

import Link from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A link whose page is prefetched when the viewer shows intent (pointer over it, keyboard focus, touch), not when it
 * scrolls into view. Catalogue pages show dozens of cards of dynamic routes: viewport prefetch sent a request for
 * each (44 on the home page) that, with no loading boundary in those routes, carried only the shared layout, so it
 * cost the server without making the click faster; and an intercepted modal page changes the prefetch key, so
 * opening one sent them all again while the player was starting. On intent the whole page is prefetched instead.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
