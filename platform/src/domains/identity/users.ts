import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';
import { badRequest, notFound } from '../../core/errors';
import { localize, type DataLanguage } from '../../core/localized';
import { seedWelcomeMessages } from './messages';
import { createDefaultProfile, profileJson, type ProfileRow } from './profiles';
import { DEMO_PROVIDER_ID, providerJson, requireProvider } from './providers';

export type ParentalStatus = 'notset' | 'set' | 'ignore';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string | null;
  phone: string | null;
  first_name: string;
  email: string | null;
  is_guest: number;
  date_joined: number;
  timezone: string;
  device_limit: number;
  provider_id: number;
  provider_uid: string | null;
  refer_id: string | null;
  parental_status: ParentalStatus;
  parental_code: string | null;
  birth_year: number | null;
  settings: string;
}

export interface NewUser {
  username: string;
  /** Already hashed (passwords.ts), so the slow hash never runs inside the insert's transaction. */
  passwordHash?: string | null;
  phone?: string | null;
  isGuest: boolean;
  providerId?: number;
  firstName?: string;
  email?: string | null;
}

export function getUser(ctx: PlatformContext, userId: number): UserRow {
  const row = ctx.db.prepare(`SELECT * FROM users WHERE id = ?`).get(userId) as UserRow | undefined;
  if (!row) throw notFound(`User ${userId} does not exist.`);
  return row;
}

export function findUserByPhone(ctx: PlatformContext, phone: string): UserRow | undefined {
  return ctx.db.prepare(`SELECT * FROM users WHERE phone = ?`).get(phone) as UserRow | undefined;
}

/** A new user with the default adult profile; members also get the welcome messages. */
export function createUser(ctx: PlatformContext, input: NewUser): UserRow {
  if (ctx.db.prepare(`SELECT 1 FROM users WHERE username = ?`).get(input.username)) {
    throw badRequest('This username is already taken.', { username: ['This username is already taken.'] }, 'duplicate_username');
  }
  if (input.phone && findUserByPhone(ctx, input.phone)) {
    throw badRequest('A user with this phone already exists.', { phone: ['A user with this phone already exists.'] }, 'duplicate_phone');
  }
  const providerId = input.providerId ?? DEMO_PROVIDER_ID;
  requireProvider(ctx, providerId);
  return ctx.db.transaction(() => {
    const { lastInsertRowid } = ctx.db
      .prepare(
        `INSERT INTO users (username, password_hash, phone, first_name, email, is_guest, date_joined, provider_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.username,
        input.passwordHash ?? null,
        input.phone ?? null,
        input.firstName ?? '',
        input.email ?? null,
        input.isGuest ? 1 : 0,
        Math.floor(ctx.now() / 1000),
        providerId,
      );
    const userId = Number(lastInsertRowid);
    createDefaultProfile(ctx, userId);
    if (!input.isGuest) seedWelcomeMessages(ctx, userId);
    return getUser(ctx, userId);
  })();
}

/** Billing owns purchases; until its table exists a user simply has none. */
export function hasPurchases(ctx: PlatformContext, userId: number): boolean {
  const table = ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'subscriptions'`).get();
  if (!table) return false;
  return Boolean(ctx.db.prepare(`SELECT 1 FROM subscriptions WHERE user_id = ? LIMIT 1`).get(userId));
}

/** Offered while a member has neither set a PIN nor declined (core-session-account.md section 4 "Parental check"). */
function parentalDialogue(user: UserRow, language: DataLanguage) {
  if (user.is_guest === 1 || user.parental_status !== 'notset') return null;
  const text = {
    title: { ru: 'Родительский контроль', en: 'Parental control', kk: 'Ата-ана бақылауы', uz: 'Ota-ona nazorati' },
    message: {
      ru: 'Установите PIN-код, чтобы ограничить доступ к взрослому контенту и покупкам.',
      en: 'Set a PIN to restrict access to adult content and purchases.',
      kk: 'Ересектерге арналған контент пен сатып алуларды шектеу үшін PIN-код орнатыңыз.',
      uz: 'Kattalar kontenti va xaridlarni cheklash uchun PIN-kod oʻrnating.',
    },
    set: { ru: 'Установить', en: 'Set PIN', kk: 'Орнату', uz: 'Oʻrnatish' },
    ignore: { ru: 'Не сейчас', en: 'Not now', kk: 'Қазір емес', uz: 'Hozir emas' },
  };
  return {
    icon: 'parental',
    title: localize(text.title, language),
    message: localize(text.message, language),
    buttons: [
      { label: localize(text.set, language), action: 'parental_set', is_primary: true },
      { label: localize(text.ignore, language), action: 'parental_ignore', is_primary: false },
    ],
  };
}

/**
 * The user object of GET/PATCH /v2/users/self (core-session-account.md section 3 "User"). The PIN itself never
 * leaves the server: `pincode` and `parental_code` are always null, `parental_status` says whether one is set.
 * `profile` is the calling token's current profile (null where no session is involved, e.g. registration).
 */
export function userJson(ctx: PlatformContext, user: UserRow, language: DataLanguage, profile: ProfileRow | null = null) {
  const provider = requireProvider(ctx, user.provider_id);
  return {
    id: user.id,
    username: user.username,
    phone: user.phone,
    first_name: user.first_name,
    email: user.email,
    is_guest: user.is_guest === 1,
    date_joined: new Date(user.date_joined * 1000).toISOString(),
    timezone: user.timezone,
    device_limit: user.device_limit,
    provider_uid: user.provider_uid,
    pincode: null,
    refer_id: user.refer_id,
    parental_status: user.parental_status,
    parental_code: null,
    parental_dialogue: parentalDialogue(user, language),
    birth_year: user.birth_year,
    settings: parseJson<Record<string, unknown>>(user.settings, {}),
    provider: { ...providerJson(provider, language, ctx.config.publicUrl), is_have_purchases: hasPurchases(ctx, user.id) },
    profile: profile ? profileJson(ctx, profile, language) : null,
  };
}
