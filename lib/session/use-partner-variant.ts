'use client';

import { useBrowserPartner } from '../partners/browser-partner';
import { partnerVariant, type PartnerVariant } from '../partners/variants';
import { useCurrentUser } from './use-current-user';

/** The active partner variant in client components: the remembered partner's, else the viewer's provider's. */
export function usePartnerVariant(): PartnerVariant {
  // Every modal page (the player's too) reads it on mount: the provider of the viewer already known is enough.
  const { user } = useCurrentUser({ revalidateOnMount: false });
  return partnerVariant(useBrowserPartner(), user?.provider.shortname);
}
