import type { Hono } from 'hono';
import type { PlatformConfig } from './config';
import type { Db } from './database';

/** The signed-in (or guest) caller, resolved from `access_token` or `Authorization: Token ...`. */
export interface Session {
  token: string;
  userId: number;
  deviceId: string | null;
  profileId: number | null;
  isGuest: boolean;
}

export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  /** Injected clock so tests can move time (token expiry, transactions, live playlists). */
  now: () => number;
  log: (line: string) => void;
}

export interface PlatformEnv {
  Variables: {
    session: Session | null;
    /** Set by the token lookup when a token was sent but is unknown or expired. */
    tokenError: boolean;
    forbiddenCountry: boolean;
    /** The client's address (core/client-ip.ts): X-Forwarded-For only from a trusted proxy. */
    clientIp: string;
  };
}

export type PlatformApp = Hono<PlatformEnv>;

/**
 * One slice of the API: its tables, its demo data and its routes. Schemas use
 * CREATE TABLE IF NOT EXISTS; seeds run once, in the order of `domains` in app.ts.
 */
export interface DomainModule {
  name: string;
  schema: string;
  seed?: (ctx: PlatformContext) => void;
  routes: (app: PlatformApp, ctx: PlatformContext) => void;
}
