import type { ProfileRole } from '../api/types/identity';
import { PROFILE_HINT_COOKIE } from './cookies';
import { cookie } from './session-cookies';

/**
 * The profile hint (PROFILE_HINT_COOKIE) is not a secret and not a right: the server reads it only to decide whether
 * a returning visitor's first paint of /channels may carry the public list (lib/locale-rewrite.ts). The gateway
 * writes it from the platform's own answers, so every way a profile is chosen (the profile picker, a sign-in, a
 * switch in another tab) passes here. Without it a session may be a child profile's and gets no list until its own
 * arrives; a child who forges 'adult' sees channel names and logos, never a stream the platform would not give them.
 */
export const ADULT_PROFILE_HINT: ProfileRole = 'adult';
const HINT_SECONDS = 60 * 60 * 24 * 365;

const CURRENT_USER = /^users\/self$/;
const CURRENT_PROFILE = /^users\/self\/profile$/;

/**
 * The role of the session's current profile as a successful platform answer states it: the viewer (GET users/self,
 * read at every start-up), or the current profile (GET users/self/profile, and POST there, which switches it).
 * A viewer without profiles is nobody's child. Null when the answer says nothing of it.
 */
export function statedProfileRole(apiPath: string, data: unknown): ProfileRole | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as { profile?: unknown; role?: unknown };
  if (CURRENT_USER.test(apiPath)) {
    if (record.profile === null) return 'adult';
    return roleOf((record.profile as { role?: unknown } | undefined)?.role);
  }
  return CURRENT_PROFILE.test(apiPath) ? roleOf(record.role) : null;
}

/** Whether an answer of this path may state the current profile's role (statedProfileRole reads it). */
export function mayStateProfileRole(apiPath: string): boolean {
  return CURRENT_USER.test(apiPath) || CURRENT_PROFILE.test(apiPath);
}

function roleOf(value: unknown): ProfileRole | null {
  return value === 'adult' || value === 'child' ? value : null;
}

/** The Set-Cookie header recording a stated role, or forgetting it (a new session: its profile is not known yet). */
export function profileHintCookie(role: ProfileRole | null, secure: boolean): string {
  return role
    ? cookie(PROFILE_HINT_COOKIE, role, HINT_SECONDS, { httpOnly: true, secure })
    : cookie(PROFILE_HINT_COOKIE, '', 0, { httpOnly: true, secure });
}
