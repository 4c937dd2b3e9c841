'use client';

import { useEffect, useState } from 'react';

/** The viewer's own inputs on a page: the ones after which a browser also stops looking for the page's largest paint. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function hasBeenActive(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.userActivation?.hasBeenActive);
}

/**
 * True once the viewer has clicked, touched, typed or scrolled on this page (a click or key before this mounted
 * counts too). The permission prompt waits for it: asked as the page loaded, before the viewer had done anything, its
 * card was the largest paint of a phone's channel list (Lighthouse LCP 5.4 s on /channels), and browsers advise
 * against asking for a permission on load.
 */
export function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(hasBeenActive);
  useEffect(() => {
    if (interacted) return;
    const done = () => setInteracted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, done, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, options);
    };
  }, [interacted]);
  return interacted;
}
