'use client';

import { useSyncExternalStore } from 'react';
import { browserPartner, partnerVariant, type PartnerVariant } from '../partners/variants';
import { useCurrentUser } from './use-current-user';

/** The cookie is set by the server's answer to ?partner= and does not change while a page runs. */
const noChanges = () => () => {};

/**
 * The active partner variant in client components. The server cannot read the cookie where this runs, so hydration
 * starts from no partner and React switches to the cookie's variant right after, without a mismatch.
 */
export function usePartnerVariant(): PartnerVariant {
  // Every modal page (the player's too) reads it on mount: the provider of the viewer already known is enough.
  const { user } = useCurrentUser({ revalidateOnMount: false });
  const partner = useSyncExternalStore(noChanges, browserPartner, () => null);
  return partnerVariant(partner, user?.provider.shortname);
}
