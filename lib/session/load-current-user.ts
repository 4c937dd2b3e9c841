import { getBrowserApi } from '../api/browser';
import { ApiError } from '../api/errors';
import type { User } from '../api/types/identity';
import { CURRENT_USER_PATH, getCurrentUser } from '../api/users';

/**
 * The viewer behind the session cookie, asked afresh; null when the session is gone (401). A module of its own so
 * the user mapping (profiles, provider) loads with the first call, after start-up, not with every page.
 */
export async function loadCurrentUser(): Promise<User | null> {
  try {
    const api = getBrowserApi();
    api.clearCache(CURRENT_USER_PATH);
    return await getCurrentUser(api);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
