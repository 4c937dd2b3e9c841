'use client';

import { useBrowserPartner } from '../partners/browser-partner';
import { partnerVariant, type PartnerVariant } from '../partners/variants';
import { useShellViewer } from './shell-viewer';

/** The active partner variant in client components: the remembered partner's, else the viewer's provider's. */
export function usePartnerVariant(): PartnerVariant {
  // Every modal page (the player's too) reads it on mount: the provider of the viewer the shell knows is enough, and
  // a page reading no viewer of its own then ships no SWR in its first load.
  const { user } = useShellViewer();
  return partnerVariant(useBrowserPartner(), user?.provider.shortname);
}
