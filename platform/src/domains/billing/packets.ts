import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';
import { notFound } from '../../core/errors';
import type { LocalizedText } from '../../core/localized';
import { period, type PeriodHuman } from './money';

export interface PacketRow {
  id: number;
  provider_id: number | null;
  name: string;
  short: string;
  description: string;
  price: number;
  period: string;
  trial_period: string | null;
  trial_price: number | null;
  is_base: number;
  is_bundle: number;
  type: 'regular' | 'promo';
  agreement: string | null;
  benefits: string;
  design: string;
  library_ids: string;
  custom_name: string | null;
  custom_price: number | null;
  custom_description: string | null;
  internet_speed: string | null;
  is_provider_managed: number;
  allow_delete_paused: number;
  paused_message: string | null;
  is_purchasable: number;
  sort: number;
}

export interface PeriodRow {
  id: number;
  packet_id: number;
  months: number;
  amount: number;
  sort: number;
}

export interface StoredDesign {
  color: string;
  badge?: { text: LocalizedText; color: string };
  specialFeatures?: LocalizedText[];
}

export function allPackets(ctx: PlatformContext): PacketRow[] {
  return ctx.db.prepare(`SELECT * FROM packets ORDER BY sort, id`).all() as PacketRow[];
}

export function findPacket(ctx: PlatformContext, id: number): PacketRow | undefined {
  return ctx.db.prepare(`SELECT * FROM packets WHERE id = ?`).get(id) as PacketRow | undefined;
}

export function requirePacket(ctx: PlatformContext, id: unknown): PacketRow {
  const numeric = Number(id);
  const packet = Number.isInteger(numeric) ? findPacket(ctx, numeric) : undefined;
  if (!packet) throw notFound(`Packet ${String(id)} does not exist.`);
  return packet;
}

export function periodsOf(ctx: PlatformContext, packetId: number): PeriodRow[] {
  return ctx.db
    .prepare(`SELECT * FROM purchase_periods WHERE packet_id = ? ORDER BY sort, id`)
    .all(packetId) as PeriodRow[];
}

export function findPeriod(ctx: PlatformContext, periodId: number): PeriodRow | undefined {
  return ctx.db.prepare(`SELECT * FROM purchase_periods WHERE id = ?`).get(periodId) as PeriodRow | undefined;
}

export function membersOf(ctx: PlatformContext, bundleId: number): PacketRow[] {
  return ctx.db
    .prepare(
      `SELECT p.* FROM packet_members m JOIN packets p ON p.id = m.packet_id WHERE m.bundle_id = ? ORDER BY m.sort`,
    )
    .all(bundleId) as PacketRow[];
}

export const packetPeriod = (packet: PacketRow): PeriodHuman => parseJson<PeriodHuman>(packet.period, period(1));
export const trialPeriod = (packet: PacketRow): PeriodHuman | null =>
  parseJson<PeriodHuman | null>(packet.trial_period, null);
export const periodHumanOf = (row: PeriodRow): PeriodHuman => period(row.months);

/** Provider row fields billing reads (identity domain's `providers` table, team brief contract). */
export interface ProviderFacts {
  id: number;
  shortname: string;
  name: string;
  support: string;
  landing: string;
  is_allow_additional_packets_without_base: number;
  is_ott: number;
  regform_btn_url: string | null;
  regform_btn_caption: string | null;
}

export const soldBy = (packet: PacketRow, providerId: number) =>
  packet.provider_id == null || packet.provider_id === providerId;

export function findProvider(ctx: PlatformContext, idOrShortname: string | number): ProviderFacts | undefined {
  if (!ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'providers'`).get())
    return undefined;
  const byId = /^\d+$/.test(String(idOrShortname));
  return ctx.db
    .prepare(
      `SELECT id, shortname, name, support, landing, is_allow_additional_packets_without_base, is_ott,
              regform_btn_url, regform_btn_caption
         FROM providers WHERE ${byId ? 'id' : 'shortname'} = ?`,
    )
    .get(byId ? Number(idOrShortname) : String(idOrShortname)) as ProviderFacts | undefined;
}

export function providerOfUser(ctx: PlatformContext, userId: number): ProviderFacts | undefined {
  const row = ctx.db.prepare(`SELECT provider_id FROM users WHERE id = ?`).get(userId) as
    { provider_id: number } | undefined;
  return row ? findProvider(ctx, row.provider_id) : undefined;
}
