import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';
import { localize, type DataLanguage } from '../../core/localized';
import { DEMO_PROVIDER_ID } from '../identity/providers';
import { VITRINA_DELAY_S } from '../media/live-playlist';
import { artworkUrl, vitrinaStreamUrl } from '../media/urls';
import { titledArtworkUrl } from './artwork';
import type { ChannelRow } from './channel-store';
import type { FavoriteRow } from './favorites-store';
import { nowAndNext, type ScheduleItem } from './schedule';

/** Names with 4k, uhd or ultra hd mark 4K channels, which clients drop from lists (live-channels.md section 5). */
const FOUR_K_NAME = /4k|uhd|ultra\s*hd/i;

/**
 * Seed tag of channels delivered as a vitrina stream (live-channels.md section 3, stream_types type vitrina).
 * Its vitrina source is the channel's live feed 360 s behind the live edge; clients run the schedule 360 s behind
 * for it, and its current programme here is the one its picture shows.
 */
export const VITRINA_TAG = 'vitrina';

/** What the caller may see: their purchases and favorites; both empty for anonymous callers. */
export interface ChannelViewer {
  language: DataLanguage;
  purchased: Set<number>;
  favorites: Map<number, FavoriteRow>;
  forbiddenCountry: boolean;
  categories: Map<number, number[]>;
  /** Shortname of the caller's provider: the measurement account the trackers report to. */
  trackerAccount: string;
}

export interface TnsTracker {
  tracker_type: 'tns';
  params: { CatID: string; VcID: string; VcVersion: string; Account: string; Tmsec: string };
}

/** Shortname of the caller's provider (identity's `providers`; the demo provider without a session): the tracker account. */
export function trackerAccount(ctx: PlatformContext, userId: number | null): string {
  const row = ctx.db
    .prepare(
      `SELECT p.shortname FROM providers p
        WHERE p.id = COALESCE((SELECT provider_id FROM users WHERE id = ?), ?)`,
    )
    .get(userId, DEMO_PROVIDER_ID) as { shortname: string } | undefined;
  return row?.shortname ?? '';
}

/** The audience-measurement counter of a channel (live-channels.md section 3, "trackers"). */
export function channelTrackers(row: ChannelRow, account: string): TnsTracker[] {
  return [
    {
      tracker_type: 'tns',
      params: {
        CatID: row.tracker_cat_id,
        VcID: `channel-${row.id}`,
        VcVersion: '1',
        Account: account,
        Tmsec: `${row.slug}-live`,
      },
    },
  ];
}

/** Lighter and darker shades of the channel colour for the card backgrounds of light and dark themes. */
function shade(hex: string, towards: number, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((part) =>
    Math.round(part + (towards - part) * amount),
  );
  return `#${channels.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

const LIGHT_MIX = 0.8;
const DARK_MIX = 0.5;

export function channelJson(ctx: PlatformContext, row: ChannelRow, viewer: ChannelViewer) {
  const { publicUrl } = ctx.config;
  const names = parseJson<Record<string, string>>(row.name, {});
  const name = localize(row.name, viewer.language);
  const purchased = viewer.purchased.has(row.id);
  const favorite = viewer.favorites.get(row.id);
  const tags = parseJson<string[]>(row.tags, []);
  const vitrina = tags.includes(VITRINA_TAG);
  const pictureSec = Math.floor(ctx.now() / 1000) - (vitrina ? VITRINA_DELAY_S : 0);
  const { current, next } = nowAndNext(ctx, row, viewer.language, pictureSec);
  const cover = artworkUrl(publicUrl, 'logo', row.id);
  const colorback = titledArtworkUrl(publicUrl, 'cover', `channel-${row.id}`, name);
  return {
    id: row.id,
    slug: row.slug,
    name,
    description: localize(row.description, viewer.language),
    source: 'hls',
    vitrina_url: vitrina ? vitrinaStreamUrl(publicUrl, row.id) : null,
    vlight: false,
    age: row.age,
    aspect_ratio: row.aspect_ratio,
    is_available: !viewer.forbiddenCountry,
    access_error: viewer.forbiddenCountry ? 'This channel is not available in your country.' : null,
    is_purchased: purchased,
    is_free: row.is_free === 1,
    is_adult: row.is_adult === 1,
    is_hidden: row.is_hidden === 1,
    is_fixed: row.is_fixed === 1,
    is_4k: Object.values(names).some((each) => FOUR_K_NAME.test(each)),
    hd: row.hd === 1,
    overlay_icon: null,
    cover: {
      src: cover,
      bg: colorback,
      color_bg: row.color_bg,
      light_bg: shade(row.color_bg, 255, LIGHT_MIX),
      dark_bg: shade(row.color_bg, 0, DARK_MIX),
    },
    images: [
      { itype: 'cover', src: cover },
      { itype: 'colorback', src: colorback },
    ],
    favorite: favorite ? { id: favorite.id, priority: favorite.priority } : null,
    archived_days: row.archived_days,
    real_archived_days: row.archived_days,
    available_archived_days: purchased ? row.archived_days : 0,
    categories: viewer.categories.get(row.id) ?? [],
    current_schedule: current,
    current_schedules: [current, next].filter((item): item is ScheduleItem => item !== null),
    stream_types: [{ type: vitrina ? 'vitrina' : 'hls' }],
    tags,
    trackers: channelTrackers(row, viewer.trackerAccount),
  };
}

export type ChannelJson = ReturnType<typeof channelJson>;
