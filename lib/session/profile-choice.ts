import type { ApiClient } from '../api/client';
import type { Profile } from '../api/types/identity';
import { switchProfile } from '../api/profiles';
import type { ParentalAction } from '../rules/parental';

export interface ProfileChoiceDeps {
  api: ApiClient;
  /** The parental gate (ensureParental). */
  ensureParental(action: ParentalAction): Promise<boolean>;
  /** Every SWR key revalidated: rows, channels and favorites depend on the profile. */
  revalidateAll(): Promise<unknown>;
  /** Runs a call the platform may refuse until the PIN is given (withPinOnDemand); null when it was not. */
  withPin?<T>(task: () => Promise<T>): Promise<T | null>;
}

/**
 * Choosing a profile (core-session-account.md section 4 "Profiles"): an adult profile asks the PIN (action
 * profile) when parental control is on, a child profile is direct; the switch clears every cache. Returns false
 * when the PIN was not given.
 */
export async function chooseProfile(profile: Pick<Profile, 'id' | 'role'>, deps: ProfileChoiceDeps): Promise<boolean> {
  if (profile.role === 'adult' && !(await deps.ensureParental('profile'))) return false;
  // The platform itself asks for the PIN when a child profile switches to an adult one.
  const switched = deps.withPin ? await deps.withPin(() => switchProfile(deps.api, profile.id)) : await switchProfile(deps.api, profile.id);
  if (switched === null) return false;
  deps.api.clearCache();
  await deps.revalidateAll();
  return true;
}
