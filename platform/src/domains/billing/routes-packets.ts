import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { parseJson } from '../../core/database';
import { notFound } from '../../core/errors';
import { localize, requestLanguage } from '../../core/localized';
import { ok } from '../../core/respond';
import { providerLogoUrl } from '../media/urls';
import { accountOf } from './accounts';
import { packetIdsForChannel, packetIdsForContent } from './entitlements';
import { formatMoney } from './money';
import { packetJson, type ViewContext } from './packet-view';
import {
  allPackets,
  findProvider,
  membersOf,
  periodHumanOf,
  periodsOf,
  providerOfUser,
  requirePacket,
  soldBy,
  trialPeriod,
  type PacketRow,
} from './packets';
import { userSubscriptions } from './subscription-lifecycle';
import { trialAvailable } from './subscriptions';
import { settleDue } from './transactions';

/** Callers without a session see the demo provider's offer (team brief: the demo provider has id 1). */
const DEFAULT_PROVIDER_ID = 1;

export function viewFor(c: Context<PlatformEnv>, ctx: PlatformContext): ViewContext {
  const session = c.get('session');
  const userId = session && !session.isGuest ? session.userId : null;
  if (userId != null) settleDue(ctx, userId);
  return {
    ctx,
    language: requestLanguage(c),
    userId,
    providerId: (session && providerOfUser(ctx, session.userId)?.id) ?? DEFAULT_PROVIDER_ID,
    subscriptions: userId == null ? [] : userSubscriptions(ctx, userId, ['active', 'paused', 'future']),
  };
}

const isPositiveInt = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);

/**
 * Packet page ids the web may pass through: `7`, `{providerShortName}_{id}` and `{providerId}_{bundleId}_{packetId}`
 * (catalogue-vod-billing.md section 2, "Billing and promo").
 */
export function resolvePacketRef(ctx: PlatformContext, ref: string): { packet: PacketRow; parent?: PacketRow } {
  if (isPositiveInt(ref)) return { packet: requirePacket(ctx, ref) };
  const parts = ref.split('_');
  if (parts.length === 2 && isPositiveInt(parts[1])) {
    const provider = findProvider(ctx, parts[0]);
    const packet = requirePacket(ctx, parts[1]);
    if (!provider || !soldBy(packet, provider.id)) throw notFound(`Packet ${ref} does not exist.`);
    return { packet };
  }
  if (parts.length === 3 && parts.every(isPositiveInt)) return bundleMember(ctx, parts[0], parts[1], parts[2]);
  throw notFound(`Packet ${ref} does not exist.`);
}

function bundleMember(ctx: PlatformContext, providerId: string, bundleId: string, packetId: string) {
  const provider = findProvider(ctx, providerId);
  const parent = requirePacket(ctx, bundleId);
  if (!provider || !parent.is_bundle || !soldBy(parent, provider.id))
    throw notFound(`Bundle ${bundleId} does not exist.`);
  const packet = membersOf(ctx, parent.id).find((member) => member.id === Number(packetId));
  if (!packet) throw notFound(`Packet ${packetId} is not part of bundle ${bundleId}.`);
  return { packet, parent };
}

/** Purchase options of a packet (section 3, "Purchase option"); a trial comes first when the caller may still use it. */
export function purchaseOptions(ctx: PlatformContext, userId: number | null, packet: PacketRow) {
  const balance = userId == null ? 0 : accountOf(ctx, userId).balance;
  const trial = trialPeriod(packet);
  const hasTrial = trialAvailable(ctx, userId, packet);
  return periodsOf(ctx, packet.id).map((row, index) => {
    const withTrial = hasTrial && index === 0;
    const due = withTrial ? (packet.trial_price ?? 0) : row.amount;
    return {
      id: row.id,
      packet_id: packet.id,
      period_human: periodHumanOf(row),
      trial_period_human: withTrial ? trial : null,
      amount: formatMoney(row.amount),
      trial_amount: withTrial ? formatMoney(packet.trial_price ?? 0) : null,
      is_have_trial: withTrial,
      is_have_money_on_balance: balance >= due,
      purchases_type: 'subscription',
    };
  });
}

function quickSale(c: Context<PlatformEnv>, ctx: PlatformContext, packetIds: number[]) {
  const view = viewFor(c, ctx);
  const wanted = new Set(packetIds);
  const packets = allPackets(ctx).filter(
    (packet) =>
      packet.is_purchasable === 1 &&
      soldBy(packet, view.providerId) &&
      (wanted.has(packet.id) || membersOf(ctx, packet.id).some((member) => wanted.has(member.id))),
  );
  return ok(
    c,
    packets.map((packet) => packetJson(view, packet)),
  );
}

interface StoredLanding {
  logo?: string;
  features?: { title: unknown; text: unknown }[];
  devices?: string[];
  contacts?: { phone?: string; email?: string };
}

function providerInfo(c: Context<PlatformEnv>, ctx: PlatformContext, ref: string) {
  const provider = findProvider(ctx, ref);
  if (!provider) throw notFound(`Provider ${ref} does not exist.`);
  const view = viewFor(c, ctx);
  const landing = parseJson<StoredLanding>(provider.landing, {});
  const support = parseJson<{ email?: string; phone?: string; url?: string }>(provider.support, {});
  const packets = allPackets(ctx).filter((packet) => soldBy(packet, provider.id));
  const language = view.language;
  return ok(c, {
    id: provider.id,
    shortname: provider.shortname,
    name: localize(provider.name, language),
    is_allow_additional_packets_without_base: provider.is_allow_additional_packets_without_base === 1,
    landing: {
      logo: providerLogoUrl(ctx.config.publicUrl, provider.id, landing.logo),
      shortname: provider.shortname,
      support_url: support.url ?? null,
      phone: support.phone ?? landing.contacts?.phone ?? null,
      email: support.email ?? landing.contacts?.email ?? null,
      regform_button_url: provider.regform_btn_url,
      regform_button_caption: provider.regform_btn_caption ? localize(provider.regform_btn_caption, language) : null,
    },
    features: (landing.features ?? []).map((feature) => ({
      title: localize(feature.title as string, language),
      text: localize(feature.text as string, language),
    })),
    devices: landing.devices ?? [],
    packets: packets.filter((packet) => !packet.is_bundle).map((packet) => packetJson(view, packet)),
    bundles: packets.filter((packet) => packet.is_bundle).map((packet) => packetJson(view, packet)),
  });
}

export function registerPacketRoutes(app: PlatformApp, ctx: PlatformContext) {
  // Quick-sale lists (section 7): the channels domain answers /v2/channels/{id}/packets with ids; these give full packets.
  app.get('/v2/packets', (c) => {
    const channelId = c.req.query('channel_id');
    const contentId = c.req.query('content_id');
    if (channelId) return quickSale(c, ctx, packetIdsForChannel(ctx, Number(channelId)));
    if (contentId) return quickSale(c, ctx, packetIdsForContent(ctx, Number(contentId)));
    const view = viewFor(c, ctx);
    return ok(
      c,
      allPackets(ctx)
        .filter((packet) => soldBy(packet, view.providerId))
        .map((packet) => packetJson(view, packet)),
    );
  });

  app.get('/v2/purchasepackets', (c) => {
    const view = viewFor(c, ctx);
    const held = new Set(view.subscriptions.map((sub) => sub.packet_id));
    const packets = allPackets(ctx).filter(
      (packet) => packet.is_purchasable === 1 && soldBy(packet, view.providerId) && !held.has(packet.id),
    );
    return ok(
      c,
      packets.map((packet) => packetJson(view, packet)),
    );
  });

  app.get('/v2/packets/:ref', (c) => {
    const { packet, parent } = resolvePacketRef(ctx, c.req.param('ref'));
    return ok(c, packetJson(viewFor(c, ctx), packet, { parent }));
  });

  app.get('/v2/packets/:ref/purchaseperiods', (c) => {
    const { packet } = resolvePacketRef(ctx, c.req.param('ref'));
    return ok(c, purchaseOptions(ctx, viewFor(c, ctx).userId, packet));
  });

  app.get('/v2/providers/:provider/info', (c) => providerInfo(c, ctx, c.req.param('provider')));

  app.get('/v2/providers/:provider/packet/:id', (c) => {
    const { packet } = resolvePacketRef(ctx, `${c.req.param('provider')}_${c.req.param('id')}`);
    return ok(c, packetJson(viewFor(c, ctx), packet));
  });

  app.get('/v2/providers/:provider/bundles/:bundle/packets/:id', (c) => {
    const provider = findProvider(ctx, c.req.param('provider'));
    if (!provider) throw notFound(`Provider ${c.req.param('provider')} does not exist.`);
    const { packet, parent } = bundleMember(ctx, String(provider.id), c.req.param('bundle'), c.req.param('id'));
    return ok(c, packetJson(viewFor(c, ctx), packet, { parent }));
  });
}
