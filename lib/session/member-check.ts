/**
 * Auth-only mode's question for the request gate: is this token a signed-in member's (not a guest's, not a forged
 * or expired one)? The platform answers; the answer is kept briefly per token so a member's page views do not each
 * wait on it. Used only when AUTH_ONLY_MODE=1.
 */
import { createApiClient } from '../api/client';
import { isGuestUser } from '../api/users';

export const MEMBER_CHECK_TTL_MS = 60_000;
const MAX_REMEMBERED_TOKENS = 5_000;
const CHECK_TIMEOUT_MS = 3_000;

interface Remembered {
  member: boolean;
  until: number;
}

export interface MemberCheckOptions {
  platformUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const remembered = new Map<string, Remembered>();

async function askPlatform(token: string, { platformUrl, fetch }: MemberCheckOptions): Promise<boolean> {
  const api = createApiClient({ baseUrl: platformUrl, accessToken: token, fetch, timeoutMs: CHECK_TIMEOUT_MS });
  // Refused or unreachable, the lock stays closed (the sign-in page says what is wrong when it cannot sign in either).
  return (await isGuestUser(api).catch(() => null)) === false;
}

export async function isSignedInMember(token: string | undefined, options: MemberCheckOptions): Promise<boolean> {
  if (!token) return false;
  const now = (options.now ?? Date.now)();
  const known = remembered.get(token);
  if (known && known.until > now) return known.member;
  const member = await askPlatform(token, options);
  if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value as string);
  remembered.set(token, { member, until: now + MEMBER_CHECK_TTL_MS });
  return member;
}
