import type { PlatformContext } from '../../core/context';
import { isoTime, parseJson } from '../../core/database';
import { localize, type DataLanguage, type LocalizedText } from '../../core/localized';
import { artworkUrl } from '../media/urls';
import { channelIdsOfPacket } from './entitlements';
import { formatMoney } from './money';
import { membersOf, packetPeriod, trialPeriod, type PacketRow, type StoredDesign } from './packets';
import type { SubscriptionRow } from './subscription-lifecycle';
import { subscriptionActions, trialAvailable } from './subscriptions';

/** How many sample titles a packet card shows under "videos". */
const PACKET_VIDEO_SAMPLES = 6;

export interface ViewContext {
  ctx: PlatformContext;
  language: DataLanguage;
  userId: number | null;
  /** Whose packets the caller sees: their provider's, the demo provider's for callers without a session. */
  providerId: number;
  /** The caller's subscriptions in every live state, loaded once per request. */
  subscriptions: SubscriptionRow[];
  /** Channel ids per packet, worked out once per request (lists show each packet and its members). */
  channelIds?: Map<number, number[]>;
}

function packetChannelIds(view: ViewContext, packetId: number): number[] {
  view.channelIds ??= new Map();
  let ids = view.channelIds.get(packetId);
  if (!ids) {
    ids = channelIdsOfPacket(view.ctx, packetId);
    view.channelIds.set(packetId, ids);
  }
  return ids;
}

function tableColumns(ctx: PlatformContext, table: string): Set<string> {
  const rows = ctx.db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

function channelsOf(view: ViewContext, packet: PacketRow) {
  const ids = packetChannelIds(view, packet.id);
  if (!ids.length) return [];
  const rows = view.ctx.db
    .prepare(
      `SELECT id, slug, name, age, is_adult FROM channels WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY sort, id`,
    )
    .all(...ids) as { id: number; slug: string; name: string; age: number; is_adult: number }[];
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: localize(row.name, view.language),
    age: row.age,
    is_adult: row.is_adult === 1,
  }));
}

function libraryIdsOf(view: ViewContext, packet: PacketRow): number[] {
  const own = parseJson<number[]>(packet.library_ids, []);
  const members = packet.is_bundle
    ? membersOf(view.ctx, packet.id).flatMap((member) => parseJson<number[]>(member.library_ids, []))
    : [];
  return [...new Set([...own, ...members])];
}

function librariesOf(view: ViewContext, libraryIds: number[]) {
  if (!libraryIds.length || !tableColumns(view.ctx, 'libraries').has('id')) return [];
  const rows = view.ctx.db
    .prepare(`SELECT id, title FROM libraries WHERE id IN (${libraryIds.map(() => '?').join(', ')}) ORDER BY id`)
    .all(...libraryIds) as { id: number; title: string }[];
  return rows.map((row) => ({ id: row.id, title: localize(row.title, view.language) }));
}

function videosOf(view: ViewContext, libraryIds: number[]) {
  const columns = tableColumns(view.ctx, 'contents');
  if (!libraryIds.length || !columns.has('id')) return [];
  const title = columns.has('title') ? 'title' : columns.has('name') ? 'name' : 'slug';
  const rows = view.ctx.db
    .prepare(
      `SELECT id, slug, content_type, ${title} AS title FROM contents
        WHERE parent_id IS NULL AND library_id IN (${libraryIds.map(() => '?').join(', ')}) ORDER BY id LIMIT ?`,
    )
    .all(...libraryIds, PACKET_VIDEO_SAMPLES) as { id: number; slug: string; content_type: string; title: string }[];
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    content_type: row.content_type,
    title: localize(row.title, view.language),
    poster: artworkUrl(view.ctx.config.publicUrl, 'poster', row.id),
  }));
}

function designOf(view: ViewContext, packet: PacketRow) {
  const design = parseJson<StoredDesign>(packet.design, { color: '#333333' });
  const publicUrl = view.ctx.config.publicUrl;
  return {
    color: design.color,
    backgrounds: {
      desktop: artworkUrl(publicUrl, 'promo', `packet-${packet.id}`, 1920),
      mobile: artworkUrl(publicUrl, 'promo', `packet-${packet.id}`, 768),
    },
    logo: artworkUrl(publicUrl, 'logo', `packet-${packet.id}`),
    corner_badge: design.badge ? { text: localize(design.badge.text, view.language), color: design.badge.color } : null,
    special_features: (design.specialFeatures ?? []).map((feature) => localize(feature, view.language)),
  };
}

function subscriptionJson(view: ViewContext, packet: PacketRow, sub: SubscriptionRow) {
  return {
    id: sub.id,
    packet_id: sub.packet_id,
    status: sub.status,
    renew: sub.renew === 1,
    is_trial: sub.is_trial === 1,
    amount: formatMoney(sub.amount),
    start_at: isoTime(sub.start_at),
    end_at: isoTime(sub.end_at),
    next_pay_at: sub.status === 'active' && sub.renew ? isoTime(sub.end_at) : null,
    actions: subscriptionActions(view.ctx, packet, sub),
  };
}

const text = (value: string | null, language: DataLanguage) =>
  value ? localize(value as unknown as LocalizedText, language) : null;

/** The price and trial part of a packet; bundle members are shown with just this. */
export function packetBrief(view: ViewContext, packet: PacketRow, parent?: PacketRow) {
  const { language } = view;
  const current = view.subscriptions.find((sub) => sub.packet_id === packet.id && sub.status !== 'future');
  const trial = trialPeriod(packet);
  const hasTrial = trialAvailable(view.ctx, null, packet);
  const usedTrial = hasTrial && view.userId != null && !trialAvailable(view.ctx, view.userId, packet);
  return {
    id: packet.id,
    provider_id: packet.provider_id,
    name: localize(packet.name, language),
    short: localize(packet.short, language),
    description: localize(packet.description, language),
    price: formatMoney(packet.price),
    total_price: formatMoney(packet.custom_price ?? packet.price),
    currency: 'KZT',
    period: packetPeriod(packet),
    period_human: packetPeriod(packet),
    trial_amount: hasTrial ? formatMoney(packet.trial_price ?? 0) : null,
    trial_price: hasTrial ? formatMoney(packet.trial_price ?? 0) : null,
    trial_period_human: trial,
    is_trial: hasTrial && !usedTrial && !current,
    is_used_trial: usedTrial,
    base: packet.is_base === 1,
    type: packet.type,
    is_bundle: packet.is_bundle === 1,
    custom_name: text(packet.custom_name, language),
    custom_price: packet.custom_price == null ? null : formatMoney(packet.custom_price),
    custom_description: text(packet.custom_description, language),
    internet_speed: packet.internet_speed,
    channels_count: packetChannelIds(view, packet.id).length,
    parent_name: parent ? localize(parent.name, language) : null,
  };
}

/** Packet (catalogue-vod-billing.md section 3) as the caller sees it, with their subscription state. */
export function packetJson(view: ViewContext, packet: PacketRow, options: { parent?: PacketRow } = {}) {
  const { language } = view;
  const current = view.subscriptions.find((sub) => sub.packet_id === packet.id && sub.status !== 'future');
  const future = view.subscriptions.find((sub) => sub.packet_id === packet.id && sub.status === 'future');
  const libraryIds = libraryIdsOf(view, packet);
  const members = packet.is_bundle ? membersOf(view.ctx, packet.id) : [];
  const sub = current ? subscriptionJson(view, packet, current) : null;
  return {
    ...packetBrief(view, packet, options.parent),
    is_paused: current?.status === 'paused',
    message: current?.status === 'paused' ? text(packet.paused_message, language) : null,
    renew: current ? current.renew === 1 : false,
    agreement: text(packet.agreement, language),
    packets: members.map((member) => packetBrief(view, member, packet)),
    include: members.map((member) => member.id),
    available: packet.is_purchasable === 1 && !current && !future,
    is_provider_managed: packet.is_provider_managed === 1,
    allow_delete_paused: packet.allow_delete_paused === 1,
    user_purchase: sub,
    next_user_purchase: future ? subscriptionJson(view, packet, future) : null,
    subscription: sub ?? {
      start_at: null,
      end_at: null,
      next_pay_at: null,
      actions: subscriptionActions(view.ctx, packet, undefined),
    },
    design: designOf(view, packet),
    benefits: parseJson<{ icon: string; text: LocalizedText }[]>(packet.benefits, []).map((benefit) => ({
      icon: benefit.icon,
      text: localize(benefit.text, language),
    })),
    channels: channelsOf(view, packet),
    libraries: librariesOf(view, libraryIds),
    videos: videosOf(view, libraryIds),
  };
}
