import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv, Session } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { localize, requestLanguage } from '../../core/localized';
import { noContent, ok, readBody } from '../../core/respond';
import { requireSession } from '../../core/session';
import {
  assertAvatarExists,
  avatarUrl,
  createProfile,
  currentProfile,
  defaultProfileId,
  getProfile,
  listProfiles,
  profileJson,
  type ProfileRole,
} from './profiles';
import { NAME_MAX_LENGTH } from './constants';
import { isChildSession, requireParentalAuthority } from './parental-guard';
import { checkLength, optionalString, requiredId, requiredString } from './request';

function validRole(value: unknown): ProfileRole {
  if (value === 'adult' || value === 'child') return value;
  throw badRequest('role must be adult or child.', { role: ['adult or child.'] }, 'invalid_role');
}

function avatarIdOf(body: Record<string, unknown>): number | null | undefined {
  if (body.icon_avatar_id === undefined) return undefined;
  if (body.icon_avatar_id === null) return null;
  return requiredId(body.icon_avatar_id, 'icon_avatar_id');
}

function currentProfileJson(ctx: PlatformContext, c: Context<PlatformEnv>, session: Session) {
  const profile = currentProfile(ctx, session);
  return { ...profileJson(ctx, profile, requestLanguage(c)), profile: { id: profile.id, role: profile.role } };
}

export function profileRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/users/self/profiles', (c) => {
    const session = requireSession(c);
    const language = requestLanguage(c);
    return ok(c, listProfiles(ctx, session.userId).map((row) => profileJson(ctx, row, language)));
  });

  app.post('/v2/users/self/profiles', async (c) => {
    const session = requireSession(c);
    const body = await readBody(c);
    const role = body.role === undefined ? 'adult' : validRole(body.role);
    const name = checkLength('name', requiredString(body, 'name'), NAME_MAX_LENGTH);
    if (role === 'adult' && isChildSession(ctx, session)) requireParentalAuthority(ctx, c, session, body);
    const profile = createProfile(ctx, session.userId, {
      name,
      role,
      iconAvatarId: avatarIdOf(body) ?? null,
    });
    return ok(c, profileJson(ctx, profile, requestLanguage(c)), 201);
  });

  app.patch('/v2/users/self/profiles/:id', async (c) => {
    const session = requireSession(c);
    const id = requiredId(c.req.param('id'), 'id');
    const row = getProfile(ctx, session.userId, id);
    if (!row) throw notFound(`Profile ${id} does not exist.`);
    const body = await readBody(c);
    const name = body.name === undefined ? row.name : optionalString(body, 'name');
    if (!name) throw badRequest('The profile name is required.', { name: ['This field is required.'] }, 'required');
    checkLength('name', name, NAME_MAX_LENGTH);
    const role = body.role === undefined ? row.role : validRole(body.role);
    // A child cannot grow up by itself: making a profile adult from a child profile needs the PIN.
    if (role === 'adult' && row.role === 'child' && isChildSession(ctx, session)) requireParentalAuthority(ctx, c, session, body);
    const avatarId = avatarIdOf(body);
    if (avatarId) assertAvatarExists(ctx, avatarId);
    ctx.db
      .prepare(`UPDATE profiles SET name = ?, role = ?, icon_avatar_id = ? WHERE id = ?`)
      .run(name, role, avatarId === undefined ? row.icon_avatar_id : avatarId, id);
    return ok(c, profileJson(ctx, getProfile(ctx, session.userId, id)!, requestLanguage(c)));
  });

  /** "The active profile cannot be deleted" (section 4 "Profiles"); other tokens on it fall back to the default. */
  app.delete('/v2/users/self/profiles/:id', (c) => {
    const session = requireSession(c);
    const id = requiredId(c.req.param('id'), 'id');
    if (!getProfile(ctx, session.userId, id)) throw notFound(`Profile ${id} does not exist.`);
    if (isChildSession(ctx, session)) requireParentalAuthority(ctx, c, session, {});
    if (currentProfile(ctx, session).id === id) {
      throw badRequest('The active profile cannot be deleted. Switch to another profile first.', undefined, 'active_profile');
    }
    ctx.db.transaction(() => {
      ctx.db.prepare(`DELETE FROM profiles WHERE id = ?`).run(id);
      ctx.db.prepare(`UPDATE tokens SET profile_id = ? WHERE profile_id = ?`).run(defaultProfileId(ctx, session.userId), id);
    })();
    return noContent(c);
  });

  app.get('/v2/users/self/profile', (c) => {
    const session = requireSession(c);
    return ok(c, currentProfileJson(ctx, c, session));
  });

  /** Switches the calling token to another of the user's profiles. */
  app.post('/v2/users/self/profile', async (c) => {
    const session = requireSession(c);
    const body = await readBody(c);
    const id = requiredId(body.id, 'id');
    const target = getProfile(ctx, session.userId, id);
    if (!target) throw notFound(`Profile ${id} does not exist.`);
    if (target.role === 'adult' && isChildSession(ctx, session)) requireParentalAuthority(ctx, c, session, body);
    ctx.db.prepare(`UPDATE tokens SET profile_id = ? WHERE token = ?`).run(id, session.token);
    return ok(c, currentProfileJson(ctx, c, { ...session, profileId: id }));
  });

  app.get('/v2/profiles/avatar_categories', (c) => {
    const language = requestLanguage(c);
    const categories = ctx.db.prepare(`SELECT * FROM avatar_categories ORDER BY sort, id`).all() as { id: number; title: string }[];
    const avatars = ctx.db.prepare(`SELECT id FROM avatars WHERE category_id = ? ORDER BY sort, id`);
    return ok(
      c,
      categories.map((category) => ({
        id: category.id,
        title: localize(category.title, language),
        avatars: (avatars.all(category.id) as { id: number }[]).map((avatar) => ({ id: avatar.id, src: avatarUrl(ctx, avatar.id) })),
      })),
    );
  });
}
