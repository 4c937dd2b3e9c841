'use client';

import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getNetworkInfo } from '@/lib/api/platform';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { accountLinkFor } from '@/lib/partners/variants';
import { networkKey } from '@/lib/swr-keys/account';

/** The provider's account link when the partner variant uses it (account menu and avatar drop-down, section 2). */
export function useAccountLink(): { label: string; url: string } | null {
  const variant = usePartnerVariant();
  const { data: network } = useSWR(variant.accountLinkFromNetwork ? networkKey() : null, () => getNetworkInfo(getBrowserApi()));
  return accountLinkFor(variant, network ?? null);
}
