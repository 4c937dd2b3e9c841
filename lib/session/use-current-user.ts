'use client';

import useSWR from 'swr';
import { getBrowserApi } from '../api/browser';
import { ApiError } from '../api/errors';
import type { User } from '../api/types/identity';
import { getCurrentUser } from '../api/users';

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

/** The viewer behind the session cookie: null before start-up created a guest or after logout. */
export function useCurrentUser() {
  const { data, isLoading, mutate } = useSWR(CURRENT_USER_KEY, loadCurrentUser, { revalidateOnFocus: false });
  return { user: data ?? null, isLoading, refresh: mutate };
}
