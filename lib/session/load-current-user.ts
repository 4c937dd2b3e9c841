import { getBrowserApi } from '../api/browser';
import { ApiError } from '../api/errors';
import type { User } from '../api/types/identity';
import { getCurrentUser } from '../api/users';
import { CURRENT_USER_KEY } from './current-user-key';

/**
 * The viewer behind the session cookie, asked afresh; null when the session is gone (401). A module of its own so
 * the user mapping (profiles, provider) loads with the first call, after start-up, not with every page.
 */
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
