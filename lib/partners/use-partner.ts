'use client';

import { PARTNER_COOKIE } from '../request-gate/rules';
import { useCurrentUser } from '../session/use-current-user';
import { partnerVariant, type PartnerVariant } from './variants';

function partnerCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split(';').find((part) => part.trim().startsWith(`${PARTNER_COOKIE}=`));
  return match ? decodeURIComponent(match.split('=')[1] ?? '') : null;
}

/** The active partner variant in client components. */
export function usePartnerVariant(): PartnerVariant {
  const { user } = useCurrentUser();
  return partnerVariant(partnerCookie(), user?.provider.shortname);
}
