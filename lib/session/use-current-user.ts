'use client';

import useSWR from 'swr';
import { getBrowserApi } from '../api/browser';
import { ApiError } from '../api/errors';

export interface CurrentUser {
  id: number;
  isGuest: boolean;
  firstName: string;
  phone: string | null;
  profile: { id: number; name: string; role: 'adult' | 'child' } | null;
}

interface RawSelf {
  id: number;
  is_guest: boolean;
  first_name?: string | null;
  phone?: string | null;
  profile?: { id: number; name: string; role: 'adult' | 'child' } | null;
}

export const CURRENT_USER_KEY = '/v2/users/self';

async function loadCurrentUser(): Promise<CurrentUser | null> {
  try {
    const raw = await getBrowserApi().get<RawSelf>(CURRENT_USER_KEY, { cacheMs: 0 });
    return {
      id: raw.id,
      isGuest: Boolean(raw.is_guest),
      firstName: raw.first_name ?? '',
      phone: raw.phone ?? null,
      profile: raw.profile ?? null,
    };
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
