import { randomBytes } from 'node:crypto';
import { createPlatform, type Platform } from '../../app';
import { testPlatformConfig, type PlatformConfig } from '../../core/config';
import type { PlatformContext } from '../../core/context';
import { findDemoMember, seedDemoBilling, DEMO_MEMBER_PHONE } from './seed-demo';

/** Test fixtures of the billing domain: a fresh platform, the demo member and extra members with tokens. */
export interface BillingTestPlatform extends Platform {
  clock: { now: number };
  demoUserId: number;
  demoToken: string;
  newMember: (options?: { providerId?: number }) => { userId: number; token: string };
  request: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>;
}

export function tokenFor(ctx: PlatformContext, userId: number): string {
  const token = randomBytes(16).toString('hex');
  const now = Math.floor(ctx.now() / 1000);
  ctx.db
    .prepare(`INSERT INTO tokens (token, user_id, device_id, profile_id, created_at, expires_at) VALUES (?, ?, NULL, NULL, ?, ?)`)
    .run(token, userId, now, now + ctx.config.tokenLifetimeSeconds);
  return token;
}

let memberCounter = 0;

function insertMember(ctx: PlatformContext, phone: string | null, providerId = 1): number {
  memberCounter += 1;
  const result = ctx.db
    .prepare(`INSERT INTO users (username, phone, is_guest, date_joined, provider_id) VALUES (?, ?, 0, ?, ?)`)
    .run(`billing-test-${memberCounter}-${randomBytes(3).toString('hex')}`, phone, Math.floor(ctx.now() / 1000), providerId);
  return Number(result.lastInsertRowid);
}

/**
 * The identity domain seeds the demo member before billing; while a build lacks it, the fixture adds a member
 * with the demo phone and runs billing's own demo seed for it, so the tests read the same demo state.
 */
export function createBillingTestPlatform(overrides: Partial<PlatformConfig> = {}): BillingTestPlatform {
  const clock = { now: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const platform = createPlatform({ config: testPlatformConfig(overrides), now: () => clock.now, log: () => {} });
  const { ctx } = platform;
  let demoUserId = findDemoMember(ctx);
  if (demoUserId == null) {
    demoUserId = insertMember(ctx, DEMO_MEMBER_PHONE);
    ctx.db.transaction(() => seedDemoBilling(ctx))();
  }
  const demoToken = tokenFor(ctx, demoUserId);
  const newMember = (options: { providerId?: number } = {}) => {
    const userId = insertMember(ctx, null, options.providerId);
    return { userId, token: tokenFor(ctx, userId) };
  };
  const request: BillingTestPlatform['request'] = (path, init = {}) => {
    const { token, json, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (token) merged.set('authorization', `Token ${token}`);
    if (json !== undefined) merged.set('content-type', 'application/json');
    return Promise.resolve(
      platform.app.request(path, { ...rest, headers: merged, body: json === undefined ? rest.body : JSON.stringify(json) }),
    );
  };
  return { ...platform, clock, demoUserId, demoToken, newMember, request };
}
