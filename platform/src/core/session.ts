import type { Context, MiddlewareHandler } from 'hono';
import { authRequired, forbidden } from './errors';
import type { PlatformContext, PlatformEnv, Session } from './context';

/** Users live in the core because every domain's session lookup joins them; the identity domain owns their rules. */
export const SESSION_SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  phone TEXT UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  email TEXT UNIQUE,
  is_guest INTEGER NOT NULL DEFAULT 0,
  date_joined INTEGER NOT NULL,
  timezone TEXT NOT NULL DEFAULT 'Asia/Almaty',
  device_limit INTEGER NOT NULL DEFAULT 5,
  provider_id INTEGER NOT NULL DEFAULT 1,
  provider_uid TEXT,
  refer_id TEXT,
  parental_status TEXT NOT NULL DEFAULT 'notset',
  parental_code TEXT,
  birth_year INTEGER,
  settings TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  device_id TEXT,
  profile_id INTEGER,
  pin_granted_until INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tokens_device ON tokens(device_id);
`;

export function readToken(c: Context): string | null {
  const fromQuery = c.req.query('access_token');
  if (fromQuery) return fromQuery;
  const header = c.req.header('authorization');
  const match = header?.match(/^(?:Token|Bearer)\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

interface TokenRow {
  token: string;
  user_id: number;
  device_id: string | null;
  profile_id: number | null;
  expires_at: number;
  is_guest: number;
}

export function sessionMiddleware(ctx: PlatformContext): MiddlewareHandler<PlatformEnv> {
  const lookup = ctx.db.prepare(
    `SELECT t.token, t.user_id, t.device_id, t.profile_id, t.expires_at, u.is_guest
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ?`,
  );
  return async (c, next) => {
    const token = readToken(c);
    let session: Session | null = null;
    let tokenError = false;
    if (token) {
      const row = lookup.get(token) as TokenRow | undefined;
      if (row && row.expires_at > Math.floor(ctx.now() / 1000)) {
        session = {
          token: row.token,
          userId: row.user_id,
          deviceId: row.device_id,
          profileId: row.profile_id,
          isGuest: row.is_guest === 1,
        };
      } else {
        tokenError = true;
      }
    }
    c.set('session', session);
    c.set('tokenError', tokenError);
    await next();
  };
}

/** The caller's session, or a 401 `authentication_failed` the client answers by re-authorizing. */
export function requireSession(c: Context<PlatformEnv>): Session {
  const session = c.get('session');
  if (!session) throw authRequired();
  return session;
}

/** Same as requireSession, and guests are refused with 403 `guest_not_allowed` (favorites, device removal...). */
export function requireMember(c: Context<PlatformEnv>, message = 'Sign in to continue.'): Session {
  const session = requireSession(c);
  if (session.isGuest) throw forbidden(message, 'guest_not_allowed');
  return session;
}
