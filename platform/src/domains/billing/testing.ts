import { randomBytes } from 'node:crypto';
import { createPlatform, type Platform } from '../../app';
import { testPlatformConfig, type PlatformConfig } from '../../core/config';
import type { PlatformContext } from '../../core/context';
import { DEMO_MEMBER_PHONE, findDemoMember } from './seed-demo';

/** Response bodies in tests: any field may be read, and the assertions are what check the shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export const readJson = async (response: Response): Promise<JsonBody> => response.json();

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
    .prepare(
      `INSERT INTO tokens (token, user_id, device_id, profile_id, created_at, expires_at) VALUES (?, ?, NULL, NULL, ?, ?)`,
    )
    .run(token, userId, now, now + ctx.config.tokenLifetimeSeconds);
  return token;
}

let memberCounter = 0;

function insertMember(ctx: PlatformContext, providerId = 1): number {
  memberCounter += 1;
  const result = ctx.db
    .prepare(`INSERT INTO users (username, is_guest, date_joined, provider_id) VALUES (?, 0, ?, ?)`)
    .run(`billing-test-${memberCounter}-${randomBytes(3).toString('hex')}`, Math.floor(ctx.now() / 1000), providerId);
  return Number(result.lastInsertRowid);
}

/** A fresh platform on a fixed clock; the identity domain seeds the demo member before billing gives it its state. */
export function createBillingTestPlatform(overrides: Partial<PlatformConfig> = {}): BillingTestPlatform {
  const clock = { now: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const platform = createPlatform({ config: testPlatformConfig(overrides), now: () => clock.now, log: () => {} });
  const { ctx } = platform;
  const demoUserId = findDemoMember(ctx);
  if (demoUserId == null) throw new Error(`The identity seed has no demo member with phone ${DEMO_MEMBER_PHONE}.`);
  const demoToken = tokenFor(ctx, demoUserId);
  const newMember = (options: { providerId?: number } = {}) => {
    const userId = insertMember(ctx, options.providerId);
    return { userId, token: tokenFor(ctx, userId) };
  };
  const request: BillingTestPlatform['request'] = (path, init = {}) => {
    const { token, json, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (token) merged.set('authorization', `Token ${token}`);
    if (json !== undefined) merged.set('content-type', 'application/json');
    return Promise.resolve(
      platform.app.request(path, {
        ...rest,
        headers: merged,
        body: json === undefined ? rest.body : JSON.stringify(json),
      }),
    );
  };
  return { ...platform, clock, demoUserId, demoToken, newMember, request };
}
