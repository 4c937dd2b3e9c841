import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../core/context';
import { defaultProfileId } from './profiles';

/**
 * The answer of every token-issuing endpoint (team contract): the web gateway keeps `access_token` in
 * an httpOnly cookie and re-authorizes the device when `expires_at` (unix s) passes.
 */
export interface TokenGrant {
  access_token: string;
  expires_at: number;
  user_id: number;
  device_id: number | null;
  profile_id: number | null;
}

export function nowSeconds(ctx: PlatformContext): number {
  return Math.floor(ctx.now() / 1000);
}

/** Issues a token; login and one-time-code tokens are user-level (no device), POST /v2/auth/device binds one. */
export function issueToken(
  ctx: PlatformContext,
  userId: number,
  deviceId: number | null,
  profileId: number | null = defaultProfileId(ctx, userId),
): TokenGrant {
  const token = randomBytes(24).toString('hex');
  const createdAt = nowSeconds(ctx);
  const expiresAt = createdAt + ctx.config.tokenLifetimeSeconds;
  ctx.db
    .prepare(`INSERT INTO tokens (token, user_id, device_id, profile_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(token, userId, deviceId, profileId, createdAt, expiresAt);
  return { access_token: token, expires_at: expiresAt, user_id: userId, device_id: deviceId, profile_id: profileId };
}
