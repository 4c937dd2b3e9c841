import { randomBytes } from 'node:crypto';
import { createPlatform, type Platform } from '../../app';
import { testPlatformConfig, type PlatformConfig } from '../../core/config';
import type { PlatformContext } from '../../core/context';
import type { DataLanguage } from '../../core/localized';
import { channelRow, scheduleOfChannel, type ScheduleItem } from './schedule';

/** Test fixtures of the channels domain: a platform on a movable clock and callers of every kind. */
export const FIXTURE_NOW_MS = Date.UTC(2026, 10, 21, 12, 0, 0);

export interface Caller {
  userId: number;
  token: string;
  profileId: number | null;
}

export interface ChannelsTestPlatform extends Platform {
  setNow: (ms: number) => void;
  member: () => Caller;
  guest: () => Caller;
  childMember: () => Caller;
  grantPacket: (userId: number, packetId: number) => void;
  request: (
    path: string,
    init?: { token?: string; method?: string; json?: unknown; language?: string },
  ) => Promise<Response>;
}

let counter = 0;

function insertUser(ctx: PlatformContext, isGuest: boolean): number {
  counter += 1;
  const result = ctx.db
    .prepare(`INSERT INTO users (username, is_guest, date_joined) VALUES (?, ?, ?)`)
    .run(`channels-test-${counter}-${randomBytes(3).toString('hex')}`, isGuest ? 1 : 0, Math.floor(ctx.now() / 1000));
  return Number(result.lastInsertRowid);
}

function insertProfile(ctx: PlatformContext, userId: number, role: 'adult' | 'child'): number {
  const result = ctx.db
    .prepare(`INSERT INTO profiles (user_id, name, role, created_at) VALUES (?, ?, ?, ?)`)
    .run(userId, role, role, Math.floor(ctx.now() / 1000));
  return Number(result.lastInsertRowid);
}

function insertToken(ctx: PlatformContext, userId: number, profileId: number | null): string {
  const token = randomBytes(16).toString('hex');
  const now = Math.floor(ctx.now() / 1000);
  ctx.db
    .prepare(
      `INSERT INTO tokens (token, user_id, device_id, profile_id, created_at, expires_at) VALUES (?, ?, NULL, ?, ?, ?)`,
    )
    .run(token, userId, profileId, now, now + ctx.config.tokenLifetimeSeconds);
  return token;
}

export function createChannelsTestPlatform(overrides: Partial<PlatformConfig> = {}): ChannelsTestPlatform {
  let clock = FIXTURE_NOW_MS;
  const platform = createPlatform({ config: testPlatformConfig(overrides), now: () => clock, log: () => {} });
  const { ctx, app } = platform;
  const caller = (isGuest: boolean, role: 'adult' | 'child' | null): Caller => {
    const userId = insertUser(ctx, isGuest);
    const profileId = role ? insertProfile(ctx, userId, role) : null;
    return { userId, profileId, token: insertToken(ctx, userId, profileId) };
  };
  return {
    ...platform,
    setNow: (ms) => (clock = ms),
    member: () => caller(false, 'adult'),
    guest: () => caller(true, null),
    childMember: () => caller(false, 'child'),
    grantPacket: (userId, packetId) => {
      const now = Math.floor(ctx.now() / 1000);
      ctx.db
        .prepare(
          `INSERT INTO subscriptions (user_id, packet_id, status, start_at, end_at, created_at) VALUES (?, ?, 'active', ?, ?, ?)`,
        )
        .run(userId, packetId, now - 3600, now + 30 * 86_400, now - 3600);
    },
    request: async (path, init = {}) => {
      const headers = new Headers();
      if (init.token) headers.set('authorization', `Token ${init.token}`);
      if (init.language) headers.set('accept-language', init.language);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      return app.request(path, {
        method: init.method ?? 'GET',
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
    },
  };
}

/** Programmes of one channel by id overlapping [fromSec, toSec) (unix seconds), oldest first; [] for an unknown channel. */
export function scheduleFor(
  ctx: PlatformContext,
  channelId: number,
  fromSec: number,
  toSec: number,
  language: DataLanguage = 'ru',
): ScheduleItem[] {
  const channel = channelRow(ctx, channelId);
  return channel ? scheduleOfChannel(ctx, channel, fromSec, toSec, language) : [];
}
