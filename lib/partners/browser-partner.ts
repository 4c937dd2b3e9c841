'use client';

import { useSyncExternalStore } from 'react';
import { PARTNER_COOKIE } from '../request-gate/rules';
import { navigationCookie } from '../security/navigation-cookies';

/**
 * The partner the browser remembers (the `partner` cookie the middleware sets from ?partner=). Apart from the variants
 * table, so the menu, which every page loads, reads it without carrying the table.
 */
export function browserPartner(): string | null {
  return navigationCookie(PARTNER_COOKIE);
}

/** The cookie is set by the server's answer to ?partner= and does not change while a page runs. */
const noChanges = () => () => {};

/**
 * The remembered partner in client components. The server cannot read the cookie where this runs, so hydration
 * starts from no partner and React switches to the cookie's right after, without a mismatch.
 */
export function useBrowserPartner(): string | null {
  return useSyncExternalStore(noChanges, browserPartner, () => null);
}
