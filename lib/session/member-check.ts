/**
 * Auth-only mode's question for the request gate: is this token a signed-in member's (not a guest's, not a forged
 * or expired one)? The platform answers; the answer is kept briefly per token so a member's page views do not each
 * wait on it. A member whose token lapsed is re-authorized through their device first (lib/session/token-renewal.ts),
 * so the gate never sends a member to sign in only because 12 hours passed. Used only when AUTH_ONLY_MODE=1.
 */
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { isGuestUser } from '../api/users';
import { isTokenLapsed, readViewerSession, sessionCookies } from './session-cookies';
import { renewToken } from './token-renewal';

export const MEMBER_CHECK_TTL_MS = 60_000;
const MAX_REMEMBERED_TOKENS = 5_000;
const CHECK_TIMEOUT_MS = 3_000;

/** 'refused': the platform did not take the token (401), which its device may still renew. */
type Standing = 'member' | 'not-member' | 'refused';

interface Remembered {
  standing: Standing;
  until: number;
}

export interface MemberCheckOptions {
  platformUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** The viewer's address, sent with a re-authorization as with every call of theirs. */
  headers?: Record<string, string>;
  secure?: boolean;
}

const remembered = new Map<string, Remembered>();

async function askPlatform(token: string, { platformUrl, fetch }: MemberCheckOptions): Promise<Standing> {
  const api = createApiClient({ baseUrl: platformUrl, accessToken: token, fetch, timeoutMs: CHECK_TIMEOUT_MS });
  // Refused or unreachable, the lock stays closed (the sign-in page says what is wrong when it cannot sign in either).
  return isGuestUser(api).then(
    (guest) => (guest ? 'not-member' : 'member'),
    (error: unknown) => (error instanceof ApiError && error.status === 401 ? 'refused' : 'not-member'),
  );
}

async function standingOf(token: string, options: MemberCheckOptions): Promise<Standing> {
  const now = (options.now ?? Date.now)();
  const known = remembered.get(token);
  if (known && known.until > now) return known.standing;
  const standing = await askPlatform(token, options);
  if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value as string);
  remembered.set(token, { standing, until: now + MEMBER_CHECK_TTL_MS });
  return standing;
}

export async function isSignedInMember(token: string | undefined, options: MemberCheckOptions): Promise<boolean> {
  return token ? (await standingOf(token, options)) === 'member' : false;
}

/**
 * The gate's answer for this browser's session, and the cookies of its renewed token when its lapsed or refused one
 * was re-authorized on the way.
 */
export async function checkMemberSession(cookieHeader: string | null, options: MemberCheckOptions): Promise<{ member: boolean; cookies: string[] }> {
  const session = readViewerSession(cookieHeader);
  if (!session.token) return { member: false, cookies: [] };
  const now = options.now ?? Date.now;
  if (!isTokenLapsed(session, now())) {
    const standing = await standingOf(session.token, options);
    if (standing !== 'refused') return { member: standing === 'member', cookies: [] };
  }
  const renewed = await renewToken(session, options, now());
  if (!renewed) return { member: false, cookies: [] };
  return {
    member: await isSignedInMember(renewed.accessToken, options),
    cookies: sessionCookies(renewed, { now, secure: options.secure ?? false }),
  };
}
