'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { GEO_LOCK_COOKIE } from '@/lib/request-gate/rules';

/** Clears the lock and starts over: the platform re-checks the country on the next sign-in call. */
export function GeoLockRetry({ label, className }: { label: string; className: string }) {
  const router = useLocalizedRouter();
  function retry() {
    document.cookie = `${GEO_LOCK_COOKIE}=; path=/; max-age=0; samesite=lax`;
    router.replace('/');
  }
  return (
    <button type="button" className={className} onClick={retry}>
      {label}
    </button>
  );
}
