import type { PlatformContext } from '../../core/context';
import { accountOf, moveMoney } from './accounts';
import { PACKET_ID } from './entitlements';
import { daysSeconds, kzt } from './money';
import { findPacket } from './packets';
import { DEMO_PACKET_ID, periodIdOf } from './seed-packets';
import { DEMO_PROMO_CODES } from './seed-promo';

/** The identity domain's demo member (platform/docs/identity.md); billing finds it by phone at seed time. */
export const DEMO_MEMBER_PHONE = '77010000001';

export const DEMO_BALANCE = kzt(1500);

/** Demo cards: a working primary card and an "empty" one whose payments fail with no funds. */
export const DEMO_CARDS = [
  { number: '4400 43** **** 1234', funds: kzt(1_000_000), isPrimary: true },
  { number: '5169 49** **** 0000', funds: 0, isPrimary: false },
] as const;

interface DemoSubscription {
  packetId: number;
  status: 'active' | 'paused' | 'future';
  renew: boolean;
  startDays: number;
  endDays: number;
}

/** One subscription per row of the spec's "Subscription actions by state" table (section 4). */
const DEMO_SUBSCRIPTIONS: DemoSubscription[] = [
  { packetId: PACKET_ID.basicTv, status: 'active', renew: true, startDays: -10, endDays: 20 },
  { packetId: PACKET_ID.series, status: 'active', renew: false, startDays: -20, endDays: 10 },
  { packetId: PACKET_ID.sport, status: 'paused', renew: false, startDays: -40, endDays: 20 },
  { packetId: PACKET_ID.night, status: 'future', renew: true, startDays: 10, endDays: 40 },
  { packetId: DEMO_PACKET_ID.multiroom, status: 'active', renew: true, startDays: -5, endDays: 25 },
];

export function findDemoMember(ctx: PlatformContext): number | null {
  const row = ctx.db.prepare(`SELECT id FROM users WHERE phone = ?`).get(DEMO_MEMBER_PHONE) as
    { id: number } | undefined;
  return row?.id ?? null;
}

export function seedDemoBilling(ctx: PlatformContext) {
  const userId = findDemoMember(ctx);
  if (userId == null) {
    ctx.log(`billing seed: no user with phone ${DEMO_MEMBER_PHONE}; demo billing state skipped`);
    return;
  }
  const now = Math.floor(ctx.now() / 1000);
  const account = accountOf(ctx, userId);
  moveMoney(ctx, account.id, DEMO_BALANCE, { reason: 'seed' });

  const insertSub = ctx.db.prepare(
    `INSERT INTO subscriptions (user_id, packet_id, period_id, status, renew, amount, source, start_at, end_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'seed', ?, ?, ?)`,
  );
  for (const sub of DEMO_SUBSCRIPTIONS) {
    const packet = findPacket(ctx, sub.packetId);
    if (!packet) continue;
    insertSub.run(
      userId,
      sub.packetId,
      periodIdOf(sub.packetId, 1),
      sub.status,
      sub.renew ? 1 : 0,
      packet.price,
      now + daysSeconds(sub.startDays),
      now + daysSeconds(sub.endDays),
      now + daysSeconds(Math.min(sub.startDays, 0)),
    );
  }
  ctx.db
    .prepare(`INSERT INTO trials_used (user_id, packet_id, used_at) VALUES (?, ?, ?)`)
    .run(userId, PACKET_ID.kids, now - daysSeconds(60));

  ctx.db
    .prepare(`INSERT INTO promo_uses (promo_id, user_id, used_at) SELECT id, ?, ? FROM promo_keys WHERE key = ?`)
    .run(userId, now - daysSeconds(3), DEMO_PROMO_CODES.used);

  const insertCard = ctx.db.prepare(
    `INSERT INTO cards (user_id, number, is_primary, funds, created_at) VALUES (?, ?, ?, ?, ?)`,
  );
  for (const card of DEMO_CARDS)
    insertCard.run(userId, card.number, card.isPrimary ? 1 : 0, card.funds, now - daysSeconds(30));
}
