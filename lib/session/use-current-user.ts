'use client';

import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import type { User } from '../api/types/identity';
import { appReadyAtom } from './app-ready';
import { currentUserKey } from '../swr-keys/account';

/** What the shell reads of the viewer; the hook answers the whole User (section 3), which has all of it. */
export interface CurrentUser {
  id: number;
  isGuest: boolean;
  firstName: string;
  phone: string | null;
  profile: { id: number; name: string; role: 'adult' | 'child' } | null;
}

/** Asked only once start-up is done, so its code (the user mapping) stays out of every page's first load. */
function fetchCurrentUser(): Promise<User | null> {
  return import('./load-current-user').then((module) => module.loadCurrentUser());
}

/**
 * The viewer behind the session cookie: null before start-up created a guest or after logout. Nothing is asked
 * before start-up finished (section 4 step 8: pages wait until the app is ready), so a page never reads the
 * session start-up is still replacing; until then it is loading, and readers keep their space reserved.
 */
export function useCurrentUser({ revalidateOnMount = true }: { revalidateOnMount?: boolean } = {}) {
  const ready = useAtomValue(appReadyAtom);
  const { data, isLoading, mutate } = useSWR(ready ? currentUserKey() : null, fetchCurrentUser, {
    revalidateOnFocus: false,
    // A reader mounted again and again (the player of each channel switched to) may take the viewer already known.
    revalidateIfStale: revalidateOnMount,
  });
  return { user: ready ? (data ?? null) : null, isLoading: !ready || isLoading, refresh: mutate };
}
