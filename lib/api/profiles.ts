import type { ApiClient } from './client';
import type { RawProfile } from './raw/identity';
import type { AvatarCategory, Profile, ProfileRole } from './types/identity';

export function toProfile(raw: RawProfile): Profile {
  return { id: raw.id, name: raw.name, icon: raw.icon, iconAvatarId: raw.icon_avatar_id, role: raw.role };
}

export interface ProfileInput {
  name: string;
  role: ProfileRole;
  iconAvatarId?: number | null;
}

const bodyOf = (input: Partial<ProfileInput>) => ({ name: input.name, role: input.role, icon_avatar_id: input.iconAvatarId });

export async function getProfiles(api: ApiClient): Promise<Profile[]> {
  return (await api.get<RawProfile[]>('/v2/users/self/profiles', { cacheMs: 0 })).map(toProfile);
}

/** Fails with error code profile_limit beyond 5 profiles (core-session-account.md section 9). */
export async function createProfile(api: ApiClient, input: ProfileInput): Promise<Profile> {
  const raw = await api.post<RawProfile>('/v2/users/self/profiles', bodyOf(input));
  api.clearCache('/v2/users/self');
  return toProfile(raw);
}

export async function updateProfile(api: ApiClient, id: number, input: Partial<ProfileInput>): Promise<Profile> {
  const raw = await api.patch<RawProfile>(`/v2/users/self/profiles/${id}`, bodyOf(input));
  api.clearCache('/v2/users/self');
  return toProfile(raw);
}

/** The active profile cannot be deleted (error code active_profile). */
export async function deleteProfile(api: ApiClient, id: number): Promise<void> {
  await api.delete(`/v2/users/self/profiles/${id}`);
  api.clearCache('/v2/users/self');
}

/** "A change of profile clears caches" (section 4 "Profiles"): every cached answer may depend on it. */
export async function switchProfile(api: ApiClient, id: number): Promise<Profile> {
  const raw = await api.post<RawProfile>('/v2/users/self/profile', { id });
  api.clearCache();
  return toProfile(raw);
}

export function getAvatarCategories(api: ApiClient): Promise<AvatarCategory[]> {
  return api.get<AvatarCategory[]>('/v2/profiles/avatar_categories');
}
