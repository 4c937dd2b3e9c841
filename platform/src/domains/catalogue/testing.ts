import { randomBytes } from 'node:crypto';
import { createPlatform, type Platform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { tableExists } from './store';

/** Fixed test clock: 2026-11-21 12:00 UTC, so "current year" premieres and airings are stable. */
export const TEST_NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

/** Bodies stay untyped: tests read them field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;

export interface CatalogueTestPlatform extends Platform {
  clock: { now: number };
  /** A fresh member (or guest) with a token; `child` gives the token a child profile. */
  member: (options?: { guest?: boolean; child?: boolean }) => {
    userId: number;
    token: string;
    profileId: number | null;
  };
  /** JSON call; the body is parsed, the status kept. */
  call: (
    path: string,
    options?: { token?: string; method?: string; json?: unknown; lang?: string },
  ) => Promise<{ status: number; body: JsonBody; headers: Headers }>;
}

let counter = 0;

export function startCatalogue(): CatalogueTestPlatform {
  const clock = { now: TEST_NOW };
  const platform = createPlatform({ config: testPlatformConfig(), now: () => clock.now, log: () => {} });
  const { ctx } = platform;

  const member: CatalogueTestPlatform['member'] = (options = {}) => {
    counter += 1;
    const nowSec = Math.floor(clock.now / 1000);
    const userId = Number(
      ctx.db
        .prepare('INSERT INTO users (username, is_guest, date_joined) VALUES (?, ?, ?)')
        .run(`catalogue-test-${counter}-${randomBytes(3).toString('hex')}`, options.guest ? 1 : 0, nowSec)
        .lastInsertRowid,
    );
    let profileId: number | null = null;
    if (options.child) {
      if (!tableExists(ctx, 'profiles')) throw new Error('child profiles need the identity domain profiles table');
      profileId = Number(
        ctx.db
          .prepare(`INSERT INTO profiles (user_id, name, role, created_at) VALUES (?, 'Kid', 'child', ?)`)
          .run(userId, nowSec).lastInsertRowid,
      );
    }
    const token = randomBytes(16).toString('hex');
    ctx.db
      .prepare(
        'INSERT INTO tokens (token, user_id, device_id, profile_id, created_at, expires_at) VALUES (?, ?, NULL, ?, ?, ?)',
      )
      .run(token, userId, profileId, nowSec, nowSec + ctx.config.tokenLifetimeSeconds);
    return { userId, token, profileId };
  };

  const call: CatalogueTestPlatform['call'] = async (path, options = {}) => {
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
    if (options.token) headers.authorization = `Token ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await platform.app.request(path, {
      method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body, headers: response.headers };
  };

  return { ...platform, clock, member, call };
}
