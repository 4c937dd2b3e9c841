import type { ApiClient } from './client';
import { ApiError } from './errors';
import { toProfile } from './profiles';
import { toProvider } from './platform';
import type { RawUser } from './raw/identity';
import type { User, UserPatch } from './types/identity';

export function toUser(raw: RawUser): User {
  return {
    id: raw.id,
    username: raw.username,
    phone: raw.phone,
    firstName: raw.first_name,
    email: raw.email,
    isGuest: raw.is_guest,
    dateJoined: raw.date_joined,
    timezone: raw.timezone,
    deviceLimit: raw.device_limit,
    providerUid: raw.provider_uid,
    referId: raw.refer_id,
    parentalStatus: raw.parental_status,
    parentalDialogue: raw.parental_dialogue
      ? {
          icon: raw.parental_dialogue.icon,
          title: raw.parental_dialogue.title,
          message: raw.parental_dialogue.message,
          buttons: raw.parental_dialogue.buttons.map((button) => ({ label: button.label, action: button.action, isPrimary: button.is_primary })),
        }
      : null,
    birthYear: raw.birth_year,
    settings: raw.settings,
    provider: { ...toProvider(raw.provider), hasPurchases: raw.provider.is_have_purchases },
    profile: raw.profile ? toProfile(raw.profile) : null,
  };
}

export const CURRENT_USER_PATH = '/v2/users/self';

function patchBody(patch: UserPatch): Record<string, unknown> {
  const body: Record<string, unknown> = {
    phone: patch.phone,
    first_name: patch.firstName,
    email: patch.email,
    settings: patch.settings,
    pincode: patch.pincode,
    old_code: patch.oldPincode,
    parental_status: patch.parentalStatus,
    timezone: patch.timezone,
    birth_year: patch.birthYear,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

export async function getCurrentUser(api: ApiClient): Promise<User> {
  return toUser(await api.get<RawUser>(CURRENT_USER_PATH));
}

/**
 * The gateway's checks of a bare token (a sign-in link, the request gate, a session about to be replaced): whether
 * the platform knows it as a guest's (true) or a member's (false). Read alone and never kept, as each token is asked
 * once for its own purpose.
 */
export async function isGuestUser(api: ApiClient): Promise<boolean> {
  return (await api.get<Pick<RawUser, 'is_guest'>>(CURRENT_USER_PATH, { cacheMs: 0 })).is_guest;
}

/** "Response data replaces user data" (section 7): the answer is the whole updated user. */
export async function updateCurrentUser(api: ApiClient, patch: UserPatch): Promise<User> {
  const raw = await api.patch<RawUser>(CURRENT_USER_PATH, patchBody(patch));
  api.clearCache(CURRENT_USER_PATH);
  return toUser(raw);
}

/** Sends the PIN by SMS. The answer's own notice is English; the app words it in the viewer's language. */
export async function sendParentalCode(api: ApiClient): Promise<void> {
  await api.post<{ message: string }>('/v2/users/self/parental_code/send');
}

/** True for the right PIN, false for a wrong one (error code wrong_pincode); other failures throw. */
export async function checkParentalCode(api: ApiClient, code: string): Promise<boolean> {
  try {
    return (await api.post<{ valid: boolean }>('/v2/users/self/parental_code/check', { code })).valid;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wrong_pincode') return false;
    throw error;
  }
}
