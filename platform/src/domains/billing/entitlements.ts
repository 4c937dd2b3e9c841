import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';

/**
 * Fixed packet ids (team brief, cross-domain contract): other domains link to them, so they never move.
 * Bundles get ids above these and grant their member packets.
 */
export const PACKET_ID = { basicTv: 1, cinema: 2, kids: 3, night: 4, sport: 5, series: 6 } as const;

/** Channel tags (channels domain `tags` JSON column, or its `genre`) that place a channel in a packet. */
const SPORT_TAG = 'sport';
const KIDS_TAGS = ['kids', 'child'];
const PREMIUM_TAG = 'premium';
const MOVIES_GENRE = 'movies';

interface ChannelRow {
  id: number;
  is_free: number;
  is_adult: number;
  tags: string | null;
  genre: string | null;
}

interface ContentRow {
  id: number;
  library_id: number | null;
  parent_id: number | null;
}

function tableColumns(ctx: PlatformContext, table: string): Set<string> {
  const rows = ctx.db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

/** Reads channels defensively: the channels domain owns the table and may add `tags` after the base columns. */
function readChannels(ctx: PlatformContext, channelId?: number): ChannelRow[] {
  const columns = tableColumns(ctx, 'channels');
  if (!columns.has('id')) return [];
  const tags = columns.has('tags') ? 'tags' : 'NULL AS tags';
  const free = columns.has('is_free') ? 'is_free' : '0 AS is_free';
  const adult = columns.has('is_adult') ? 'is_adult' : '0 AS is_adult';
  const genre = columns.has('genre') ? 'genre' : 'NULL AS genre';
  const sql = `SELECT id, ${free}, ${adult}, ${tags}, ${genre} FROM channels`;
  if (channelId === undefined) return ctx.db.prepare(sql).all() as ChannelRow[];
  return ctx.db.prepare(`${sql} WHERE id = ?`).all(channelId) as ChannelRow[];
}

/**
 * The packets a channel belongs to, decided from its columns: adult -> Night; sport and kids tags (or genre) add
 * Sport and Kids; premium keeps a channel out of Basic TV, and a premium film channel sells with Cinema.
 */
export function channelPacketIds(channel: ChannelRow): number[] {
  const tags = parseJson<string[]>(channel.tags, []).map((tag) => String(tag).toLowerCase());
  if (channel.genre) tags.push(channel.genre.toLowerCase());
  if (channel.is_adult) return [PACKET_ID.night];
  const packets: number[] = [];
  if (!tags.includes(PREMIUM_TAG)) packets.push(PACKET_ID.basicTv);
  if (tags.includes(SPORT_TAG)) packets.push(PACKET_ID.sport);
  if (tags.some((tag) => KIDS_TAGS.includes(tag))) packets.push(PACKET_ID.kids);
  if (tags.includes(PREMIUM_TAG) && tags.includes(MOVIES_GENRE)) packets.push(PACKET_ID.cinema);
  return packets;
}

export function packetIdsForChannel(ctx: PlatformContext, channelId: number): number[] {
  const [channel] = readChannels(ctx, channelId);
  return channel ? channelPacketIds(channel) : [];
}

/** Channels of a packet (a bundle: of its members), in channel id order. */
export function channelIdsOfPacket(ctx: PlatformContext, packetId: number): number[] {
  const granted = new Set(expandPackets(ctx, [packetId]));
  return readChannels(ctx)
    .filter((channel) => channelPacketIds(channel).some((id) => granted.has(id)))
    .map((channel) => channel.id);
}

/** Seasons and episodes inherit the library of their top parent when their own is not set. */
function libraryOfContent(ctx: PlatformContext, contentId: number): number | null | undefined {
  const columns = tableColumns(ctx, 'contents');
  if (!columns.has('id')) return undefined;
  const lookup = ctx.db.prepare(`SELECT id, library_id, parent_id FROM contents WHERE id = ?`);
  let row = lookup.get(contentId) as ContentRow | undefined;
  if (!row) return undefined;
  const seen = new Set<number>();
  while (row && row.library_id == null && row.parent_id != null && !seen.has(row.id)) {
    seen.add(row.id);
    row = lookup.get(row.parent_id) as ContentRow | undefined;
  }
  return row?.library_id ?? null;
}

/**
 * Library membership is packet data (`packets.library_ids`, seeded in seed-packets.ts); bundles grant through
 * members. `soldOnly` leaves out packets that only come with a promo code, so price lookups never show them.
 */
export function packetIdsForLibrary(ctx: PlatformContext, libraryId: number, soldOnly = true): number[] {
  const rows = ctx.db
    .prepare(
      `SELECT p.id FROM packets p, json_each(p.library_ids) l
        WHERE p.is_bundle = 0 AND l.value = ? AND (p.is_purchasable = 1 OR ? = 0) ORDER BY p.sort, p.id`,
    )
    .all(libraryId, soldOnly ? 1 : 0) as { id: number }[];
  return rows.map((row) => row.id);
}

/** The packets on sale that open a content (quick sale, min price). */
export function packetIdsForContent(ctx: PlatformContext, contentId: number): number[] {
  const libraryId = libraryOfContent(ctx, contentId);
  return libraryId == null ? [] : packetIdsForLibrary(ctx, libraryId);
}

/** A bundle grants its member packets as well as itself. */
export function expandPackets(ctx: PlatformContext, packetIds: number[]): number[] {
  if (!packetIds.length) return [];
  const members = ctx.db.prepare(`SELECT packet_id FROM packet_members WHERE bundle_id = ?`);
  const result = new Set<number>();
  for (const id of packetIds) {
    result.add(id);
    for (const row of members.all(id) as { packet_id: number }[]) result.add(row.packet_id);
  }
  return [...result];
}

/**
 * Packets whose subscription covers this moment. Paused subscriptions grant nothing; a future
 * subscription grants from its start.
 */
export function heldPacketIds(ctx: PlatformContext, userId: number): number[] {
  const nowSec = Math.floor(ctx.now() / 1000);
  const rows = ctx.db
    .prepare(
      `SELECT DISTINCT packet_id FROM subscriptions
        WHERE user_id = ? AND status IN ('active', 'future') AND start_at <= ? AND end_at > ?`,
    )
    .all(userId, nowSec, nowSec) as { packet_id: number }[];
  return expandPackets(
    ctx,
    rows.map((row) => row.packet_id),
  );
}

export function purchasedChannelIds(ctx: PlatformContext, userId: number): Set<number> {
  const held = new Set(heldPacketIds(ctx, userId));
  const result = new Set<number>();
  for (const channel of readChannels(ctx)) {
    if (opensChannel(channel, held)) result.add(channel.id);
  }
  return result;
}

/**
 * One channel's purchase, reading that channel only: a stream request asked it of every channel (purchasedChannelIds),
 * 1.3 ms for 1000 channels, while the platform's one thread held back the media requests of the same channel switch.
 */
export function isChannelPurchased(ctx: PlatformContext, userId: number, channelId: number): boolean {
  const [channel] = readChannels(ctx, channelId);
  return channel !== undefined && opensChannel(channel, new Set(heldPacketIds(ctx, userId)));
}

function opensChannel(channel: ChannelRow, heldPackets: Set<number>): boolean {
  return Boolean(channel.is_free) || channelPacketIds(channel).some((id) => heldPackets.has(id));
}

/** Content outside every packet is free; otherwise a held packet or a live single-content licence opens it. */
export function isContentPurchased(ctx: PlatformContext, userId: number, contentId: number): boolean {
  const libraryId = libraryOfContent(ctx, contentId);
  const packets = libraryId == null ? [] : packetIdsForLibrary(ctx, libraryId, false);
  if (!packets.length) return true;
  const held = new Set(heldPacketIds(ctx, userId));
  if (packets.some((id) => held.has(id))) return true;
  const nowSec = Math.floor(ctx.now() / 1000);
  const license = ctx.db
    .prepare(
      `SELECT 1 FROM content_licenses
        WHERE user_id = ? AND content_id = ? AND status = 'active' AND start_at <= ? AND end_at > ?`,
    )
    .get(userId, contentId, nowSec, nowSec);
  return Boolean(license);
}
