'use client';

import { useSyncExternalStore } from 'react';
import { useCurrentUser } from '../session/use-current-user';
import { browserPartner, partnerVariant, type PartnerVariant } from './variants';

/** The cookie is set by the server's answer to ?partner= and does not change while a page runs. */
const noChanges = () => () => {};

/**
 * The partner the browser remembers (?partner=). The server cannot read the cookie where this runs, so hydration
 * starts from no partner and React switches to the cookie's right after, without a mismatch.
 */
export function useBrowserPartner(): string | null {
  return useSyncExternalStore(noChanges, browserPartner, () => null);
}

/** The active partner variant in client components: the remembered partner's, else the viewer's provider's. */
export function usePartnerVariant(): PartnerVariant {
  // Every modal page (the player's too) reads it on mount: the provider of the viewer already known is enough.
  const { user } = useCurrentUser({ revalidateOnMount: false });
  return partnerVariant(useBrowserPartner(), user?.provider.shortname);
}
