import type { PlatformContext, Session } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { localize, localizedJson, type DataLanguage } from '../../core/localized';
import { artworkUrl } from '../media/urls';
import { MAX_PROFILES } from './constants';

export type ProfileRole = 'adult' | 'child';

export interface ProfileRow {
  id: number;
  user_id: number;
  name: string;
  icon_avatar_id: number | null;
  role: ProfileRole;
  created_at: number;
}

/** Name of the profile every new user starts with; stored localized until the user renames it. */
const DEFAULT_PROFILE_NAME = localizedJson({ ru: 'Основной', en: 'Main', kk: 'Негізгі', uz: 'Asosiy' });
const DEFAULT_AVATAR_ID = 1;

export function avatarUrl(ctx: PlatformContext, avatarId: number): string {
  return artworkUrl(ctx.config.publicUrl, 'avatar', avatarId);
}

export function profileJson(ctx: PlatformContext, row: ProfileRow, language: DataLanguage) {
  return {
    id: row.id,
    name: localize(row.name, language),
    icon: row.icon_avatar_id ? avatarUrl(ctx, row.icon_avatar_id) : null,
    icon_avatar_id: row.icon_avatar_id,
    role: row.role,
  };
}

export function listProfiles(ctx: PlatformContext, userId: number): ProfileRow[] {
  return ctx.db.prepare(`SELECT * FROM profiles WHERE user_id = ? ORDER BY id`).all(userId) as ProfileRow[];
}

export function getProfile(ctx: PlatformContext, userId: number, profileId: number): ProfileRow | undefined {
  return ctx.db.prepare(`SELECT * FROM profiles WHERE id = ? AND user_id = ?`).get(profileId, userId) as ProfileRow | undefined;
}

/** The first adult profile: what a fresh token of the user starts with. */
export function defaultProfileId(ctx: PlatformContext, userId: number): number | null {
  const row = ctx.db
    .prepare(`SELECT id FROM profiles WHERE user_id = ? ORDER BY role = 'adult' DESC, id LIMIT 1`)
    .get(userId) as { id: number } | undefined;
  return row?.id ?? null;
}

export function assertAvatarExists(ctx: PlatformContext, avatarId: number) {
  if (!ctx.db.prepare(`SELECT 1 FROM avatars WHERE id = ?`).get(avatarId)) {
    throw badRequest(`Avatar ${avatarId} does not exist.`, { icon_avatar_id: [`Avatar ${avatarId} does not exist.`] }, 'invalid_avatar');
  }
}

export function createProfile(
  ctx: PlatformContext,
  userId: number,
  input: { name: string; role: ProfileRole; iconAvatarId: number | null },
): ProfileRow {
  const count = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM profiles WHERE user_id = ?`).get(userId) as { n: number }).n;
  if (count >= MAX_PROFILES) {
    throw badRequest(`At most ${MAX_PROFILES} profiles are allowed.`, undefined, 'profile_limit');
  }
  if (input.iconAvatarId !== null) assertAvatarExists(ctx, input.iconAvatarId);
  const { lastInsertRowid } = ctx.db
    .prepare(`INSERT INTO profiles (user_id, name, icon_avatar_id, role, created_at) VALUES (?, ?, ?, ?, ?)`)
    .run(userId, input.name, input.iconAvatarId, input.role, Math.floor(ctx.now() / 1000));
  return getProfile(ctx, userId, Number(lastInsertRowid))!;
}

export function createDefaultProfile(ctx: PlatformContext, userId: number): ProfileRow {
  return createProfile(ctx, userId, { name: DEFAULT_PROFILE_NAME, role: 'adult', iconAvatarId: DEFAULT_AVATAR_ID });
}

/** The token's profile; a token without one (or whose profile was removed) uses the user's default. */
export function currentProfile(ctx: PlatformContext, session: Session): ProfileRow {
  const own = session.profileId ? getProfile(ctx, session.userId, session.profileId) : undefined;
  const profile = own ?? getProfile(ctx, session.userId, defaultProfileId(ctx, session.userId) ?? 0);
  if (!profile) throw notFound('The user has no profile.');
  return profile;
}

