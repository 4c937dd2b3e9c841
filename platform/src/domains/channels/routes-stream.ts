import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { ApiError, badRequest, forbidden } from '../../core/errors';
import { requestLanguage } from '../../core/localized';
import { ok } from '../../core/respond';
import { requireSession } from '../../core/session';
import { heldPacketIds, isChannelPurchased, packetIdsForChannel } from '../billing/entitlements';
import { LIVE_SEGMENT_S } from '../media/live-playlist';
import { bindMediaToBrowser, mediaHolder } from '../media/media-binding';
import { createPlaybackStat } from '../media/stats';
import { blackoutUrl, liveStreamUrl, streamSigner } from '../media/urls';
import { DAY_SEC } from './schedule-grid';
import { CHILD_MAX_AGE, findChannelById, isChildProfile } from './channel-store';
import { channelTrackers, trackerAccount } from './channel-view';
import { scheduleOfChannel, type ScheduleItem } from './schedule';
import {
  EARLY_MIDDLE_ROLL_POSITIONS_MS,
  EARLY_MIDROLL_CHANNEL_ID,
  NO_ADS,
  PLAYBACK_POINT_DEFAULT_MS,
  channelAds,
} from './stream-ads';

const STREAM_TYPES = ['hls', 'config'] as const;

const flag = (value: string | undefined) => value === '1' || value === 'true';

function readTs(c: Context<PlatformEnv>): number | null {
  const raw = c.req.query('ts');
  if (raw === undefined || raw === '' || raw === '0') return null;
  if (!/^\d{1,12}$/.test(raw))
    throw badRequest(
      'ts must be a unix timestamp in seconds.',
      { ts: ['ts must be a unix timestamp in seconds.'] },
      'invalid_ts',
    );
  return Number(raw);
}

function readType(c: Context<PlatformEnv>): (typeof STREAM_TYPES)[number] {
  const type = c.req.query('type') ?? 'hls';
  if (!(STREAM_TYPES as readonly string[]).includes(type)) {
    throw badRequest('type must be hls or config.', { type: ['type must be hls or config.'] }, 'invalid_type');
  }
  return type as (typeof STREAM_TYPES)[number];
}

/**
 * A programme the channel's archive covers (depth and time) whose rights keep it out of catch-up: the stream
 * answer offers the looping blackout placeholder for it (live-channels.md section 4, "blackout") instead of
 * refusing, so a player moving on into it at programme end keeps a picture. Channels without archive and
 * positions beyond the archive depth stay refused with copyright_banned.
 */
function isBlackedOut(programme: ScheduleItem, archivedDays: number, nowSec: number): boolean {
  const withinArchive = archivedDays > 0 && nowSec - programme.timestamp <= archivedDays * DAY_SEC;
  return withinArchive && programme.timestamp <= nowSec && !programme.is_catchup_available;
}

/**
 * GET /v2/channels/{id}/stream: checks run in the order a viewer meets them: the channel, the profile's
 * age limit, the purchase, then the archive position (future, then copyright or archive depth).
 */
function channelStream(c: Context<PlatformEnv>, ctx: PlatformContext) {
  const session = requireSession(c);
  const channel = findChannelById(ctx, c.req.param('id') ?? '');
  const type = readType(c);
  const askedTs = readTs(c);
  const preview = flag(c.req.query('preview'));
  if (isChildProfile(ctx, session.profileId) && channel.age > CHILD_MAX_AGE) {
    throw forbidden('This channel is not available in a child profile.', 'permission_denied');
  }
  if (!isChannelPurchased(ctx, session.userId, channel.id)) {
    throw new ApiError(403, 'Subscribe to a packet with this channel to watch it.', 'not_purchased');
  }
  const nowSec = Math.floor(ctx.now() / 1000);
  if (askedTs !== null && askedTs > nowSec) {
    throw badRequest('This programme has not started yet.', undefined, 'from_future');
  }
  // The media server's archive starts one segment back; a position inside the newest segment is live.
  const ts = askedTs !== null && askedTs > nowSec - LIVE_SEGMENT_S ? null : askedTs;
  const language = requestLanguage(c);
  const at = ts ?? nowSec;
  const programme = scheduleOfChannel(ctx, channel, at, at + 1, language)[0] ?? null;
  const blackout = ts !== null && programme !== null && isBlackedOut(programme, channel.archived_days, nowSec);
  if (ts !== null && !programme?.is_catchup_available && !blackout) {
    throw forbidden('This programme is not available in the archive.', 'copyright_banned');
  }

  const baseUrl = flag(c.req.query('force_https'))
    ? ctx.config.publicUrl.replace(/^http:/, 'https:')
    : ctx.config.publicUrl;
  const sign = streamSigner(ctx.config, baseUrl, mediaHolder(session), ctx.now());
  bindMediaToBrowser(c, ctx, mediaHolder(session));
  const hls = blackout ? blackoutUrl(sign) : liveStreamUrl(sign, channel.id, ts ?? undefined);
  const channelPackets = packetIdsForChannel(ctx, channel.id);
  const held = new Set(heldPacketIds(ctx, session.userId));
  const watchesWithPacket = channelPackets.some((id) => held.has(id));
  const breaks = channel.id === EARLY_MIDROLL_CHANNEL_ID ? EARLY_MIDDLE_ROLL_POSITIONS_MS : undefined;
  const ad = preview || watchesWithPacket || blackout ? NO_ADS : channelAds(baseUrl, channelPackets.length > 0, breaks);
  if (type === 'config') return ok(c, { config: { web: hls, web_vlight: hls }, ad });

  const statId = preview ? null : createPlaybackStat(ctx, { userId: session.userId, channelId: channel.id });
  const programmeEnd = programme ? programme.timestamp + programme.duration : null;
  const nextPointMs = ts !== null && programmeEnd !== null ? (programmeEnd - ts) * 1000 : null;
  return ok(c, {
    hls,
    hls_mbr: hls,
    img: programme?.image_src ?? null,
    stat: statId === null ? null : { id: statId },
    trackers: channelTrackers(channel, trackerAccount(ctx, session.userId)),
    stream_info: {
      channel_id: channel.id,
      program_id: programme?.id ?? null,
      is_live: ts === null,
      start: ts,
      blackout,
      archived_days: channel.archived_days,
    },
    playback_points:
      nextPointMs === null
        ? []
        : [
            {
              type: 'programme_end',
              start: nextPointMs,
              end: nextPointMs + PLAYBACK_POINT_DEFAULT_MS,
              button: { action: 'next' },
            },
          ],
    ad,
  });
}

export function registerStreamRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/channels/:id/stream', (c) => channelStream(c, ctx));
}
