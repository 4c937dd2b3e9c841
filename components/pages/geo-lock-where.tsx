'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getNetworkInfo } from '@/lib/api/platform';
import { networkKey } from '@/lib/swr-keys/account';

/**
 * Where the platform places this visitor (country and IP, core-session-account.md section 8), read in the browser:
 * the page itself is the same for everyone and cached.
 */
export function GeoLockWhere({ className }: { className: string }) {
  const t = useTranslations('geoLock');
  const { data } = useSWR(networkKey(), () => getNetworkInfo(getBrowserApi()), { revalidateOnFocus: false });
  // The line keeps its height while loading, so nothing below it moves.
  return (
    <p className={className} data-testid="geo-lock-where" aria-live="polite">
      {data?.country ? t('where', { country: data.country.name, ip: data.remoteIp }) : ' '}
    </p>
  );
}
