'use client';

import { useSyncExternalStore } from 'react';
import { libraryFromSearch } from '@/lib/catalogue/library-address';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The library the page's address selects (`?library_id=`). Content pages are cached without their query, so the
 * browser reads it; the server's render and hydration see none.
 */
export function useAddressLibrary(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => libraryFromSearch(window.location.search),
    () => undefined,
  );
}
