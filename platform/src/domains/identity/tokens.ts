import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../core/context';
import { isoTime } from '../../core/database';
import type { DataLanguage } from '../../core/localized';
import { deviceJson, type DeviceRow } from './devices';
import { defaultProfileId, getProfile, profileJson } from './profiles';

/**
 * The operator's `Token` (operator-wire-format.md, section A "S Token"): `access_token`, `expired` (an ISO-8601
 * UTC date-time, as the OpenAPI document and the typed client S6 have it; platform/README.md says why not epoch
 * seconds), `device` (the bound Device, or null before POST /v2/auth/device), `profile` (the active UserProfile,
 * or null) and `was_guest`.
 */
export interface TokenGrant {
  access_token: string;
  expired: string;
  device: ReturnType<typeof deviceJson> | null;
  profile: (ReturnType<typeof profileJson> & { profile: { id: number; role: string } }) | null;
  was_guest: boolean;
}

export function nowSeconds(ctx: PlatformContext): number {
  return Math.floor(ctx.now() / 1000);
}

/** The UserProfile of a token: the profile's card with its `profile` reference, as S6 types it. */
export function tokenProfileJson(ctx: PlatformContext, userId: number, profileId: number | null, language: DataLanguage) {
  const row = profileId === null ? undefined : getProfile(ctx, userId, profileId);
  return row ? { ...profileJson(ctx, row, language), profile: { id: row.id, role: row.role } } : null;
}

/**
 * Issues a token; login and one-time-code tokens are user-level (no device), POST /v2/auth/device binds one.
 * `was_guest` is true when the token belongs to a guest account.
 */
export function issueToken(
  ctx: PlatformContext,
  grant: { userId: number; deviceId: string | null; profileId?: number | null; language: DataLanguage },
): TokenGrant {
  const { userId, deviceId, language } = grant;
  const profileId = grant.profileId === undefined ? defaultProfileId(ctx, userId) : grant.profileId;
  const token = randomBytes(20).toString('hex');
  const createdAt = nowSeconds(ctx);
  const expiresAt = createdAt + ctx.config.tokenLifetimeSeconds;
  ctx.db
    .prepare(`INSERT INTO tokens (token, user_id, device_id, profile_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(token, userId, deviceId, profileId, createdAt, expiresAt);
  const device = deviceId === null ? undefined : (ctx.db.prepare(`SELECT * FROM devices WHERE id = ?`).get(deviceId) as DeviceRow | undefined);
  const user = ctx.db.prepare(`SELECT is_guest FROM users WHERE id = ?`).get(userId) as { is_guest: number };
  return {
    access_token: token,
    expired: isoTime(expiresAt),
    device: device ? deviceJson(device, device.id) : null,
    profile: tokenProfileJson(ctx, userId, profileId, language),
    was_guest: user.is_guest === 1,
  };
}
