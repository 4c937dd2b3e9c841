'use client';

import dynamic from 'next/dynamic';

/**
 * A row drawn in the browser (a personal row, /my's rows), in a chunk of its own: only rows loaded after start-up
 * need it, and as a static import of the client components that load them it put the whole row and its cards into
 * the home page's and /my's first load, which the server draws without any of that code (issue 32, item 3).
 */
export const BrowserRowSection = dynamic(() => import('./row-section').then((m) => m.RowSection), { ssr: false });

/** Starts the row's download beside the row's data, so a row that arrives does not wait for its code after it. */
export function preloadRowSection(): void {
  void import('./row-section');
}
