'use client';

import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { getBrowserApi } from '../api/browser';
import { ApiError } from '../api/errors';
import type { User } from '../api/types/identity';
import { getCurrentUser } from '../api/users';
import { appReadyAtom } from './app-ready';

/** What the shell reads of the viewer; the hook answers the whole User (section 3), which has all of it. */
export interface CurrentUser {
  id: number;
  isGuest: boolean;
  firstName: string;
  phone: string | null;
  profile: { id: number; name: string; role: 'adult' | 'child' } | null;
}

export const CURRENT_USER_KEY = '/v2/users/self';

export async function loadCurrentUser(): Promise<User | null> {
  try {
    const api = getBrowserApi();
    api.clearCache(CURRENT_USER_KEY);
    return await getCurrentUser(api);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The viewer behind the session cookie: null before start-up created a guest or after logout. Nothing is asked
 * before start-up finished (section 4 step 8: pages wait until the app is ready), so a page never reads the
 * session start-up is still replacing; until then it is loading, and readers keep their space reserved.
 */
export function useCurrentUser() {
  const ready = useAtomValue(appReadyAtom);
  const { data, isLoading, mutate } = useSWR(ready ? CURRENT_USER_KEY : null, loadCurrentUser, { revalidateOnFocus: false });
  return { user: ready ? (data ?? null) : null, isLoading: !ready || isLoading, refresh: mutate };
}
