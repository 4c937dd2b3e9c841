'use client';

import { useLocalizedRouter, useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getProfiles } from '@/lib/api/profiles';
import type { Profile } from '@/lib/api/types/identity';
import { ensureParentalAccess, withPinOnDemand } from '@/lib/parental/browser-gate';
import { chooseProfile } from '@/lib/session/profile-choice';
import { profilesKey } from '@/lib/swr-keys/account';

export function useProfiles(enabled = true) {
  return useSWR(enabled ? profilesKey() : null, () => getProfiles(getBrowserApi()));
}

/** Choose a profile: PIN for adults when parental control is on, caches cleared, channels back on their default. */
export function useChooseProfile() {
  const { mutate } = useSWRConfig();
  const router = useLocalizedRouter();
  const pathname = useRoutePathname();
  return useCallback(
    async (profile: Profile): Promise<boolean> => {
      const chosen = await chooseProfile(profile, {
        api: getBrowserApi(),
        ensureParental: (action) => ensureParentalAccess(action),
        withPin: (task) => withPinOnDemand(task),
        revalidateAll: () => mutate(() => true),
      });
      if (!chosen) return false;
      // A named category would override the child profile's preselected category 7.
      if (pathname.startsWith('/channels/')) router.push('/channels');
      else router.refresh();
      return true;
    },
    [mutate, pathname, router],
  );
}
