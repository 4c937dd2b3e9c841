import 'server-only';
import { locale as renderSegmentParam } from 'next/root-params';
import { cache } from 'react';
import { getChannel, getChannelCategories, getChannelList, getChannelSchedule } from '@/lib/api/channels';
import { ApiError } from '@/lib/api/errors';
import { getNetworkInfo } from '@/lib/api/platform';
import { getServerApi } from '@/lib/session/server-api';
import { rethrowIfUnavailable } from '@/lib/api/unavailable';
import type { Channel, ChannelCategory, ScheduleItem } from '@/lib/api/types/channels';
import { CATEGORY_IDS, visibleChannels } from '@/lib/rules/channel-list';
import { parseRenderSegment } from '@/lib/i18n/locale-segment';
import { applyChannelListing, type ChannelListing } from './channel-listing';
import { providerChannelListing } from './provider-listing';
import { findByRef, splitChannelsPath } from './route-params';

export interface ChannelsData {
  channels: Channel[];
  categories: ChannelCategory[];
  /** When the lists were read: the browser's first render reuses it (progress bars, no hydration mismatch). */
  renderedAtSec: number;
  /** This provider's exclusions and order, which the browser applies to the viewer's own list too. */
  listing: ChannelListing;
}

/** The public lists the pages render from (the server guest's view; the browser swaps in the viewer's own). */
export const loadChannelsData = cache(async (): Promise<ChannelsData> => {
  const api = await getServerApi();
  const [channels, categories] = await Promise.all([getChannelList(api), getChannelCategories(api)]);
  return {
    channels: applyChannelListing(visibleChannels(channels, false), providerChannelListing),
    categories,
    renderedAtSec: Math.floor(Date.now() / 1000),
    listing: providerChannelListing,
  };
});

/**
 * Whether the visitor already holds a session. Theirs may be a child profile, which must never see the public
 * (adult-including) list even for a frame: the page then waits for the personal list instead. Middleware renders
 * these pages in a session variant of the locale segment (lib/i18n/locale-segment.ts), so both stay cacheable.
 */
export const loadSessionPresent = cache(
  async (): Promise<boolean> => parseRenderSegment(await renderSegmentParam()).session,
);

/** Promo days of the provider (trial offer and registration prompt); 0 when the platform does not say. */
export const loadPromoDays = cache(async (): Promise<number> => {
  try {
    return (await getNetworkInfo(await getServerApi())).promoDays ?? 0;
  } catch (error) {
    rethrowIfUnavailable(error);
    return 0;
  }
});

/** One channel by numeric id; null when the platform does not know it. */
export const loadChannel = cache(async (id: number): Promise<Channel | null> => {
  try {
    return await getChannel(await getServerApi(), id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

export interface ResolvedChannelsPath {
  category: ChannelCategory | null;
  channel: Channel | null;
  /** The path named a category that does not exist (the page alerts and shows the default one). */
  categoryMissing: boolean;
}

/** Reads /channels/... against the lists; null when the path names no existing page (unknown channel). */
export const resolveChannelsPath = cache(
  async (segments: string[] | undefined): Promise<ResolvedChannelsPath | null> => {
    const data = await loadChannelsData();
    const path = splitChannelsPath(segments, (segment) => findByRef(data.categories, segment) !== null);
    if (!path) return null;
    const category = path.category ? findByRef(data.categories, path.category) : null;
    const channel = path.channel ? findByRef(data.channels, path.channel) : null;
    if (path.channel && !channel) return null;
    return {
      category: category ?? findByRef(data.categories, CATEGORY_IDS.allChannels),
      channel,
      categoryMissing: Boolean(path.category && !category),
    };
  },
);

/** How far past its render a channel page lists programmes (channel-seo.ts channelScheduleLd). */
const LISTED_SCHEDULE_AHEAD_SEC = 6 * 60 * 60;
/** A channel of short items (news bulletins every few minutes) lists no more than this, to keep its page small. */
const LISTED_SCHEDULE_MAX_ITEMS = 16;
/** The schedule is asked for in whole hours, so the data cache holds one answer per channel and hour. */
const SCHEDULE_REQUEST_STEP_SEC = 60 * 60;

/**
 * The channel's programmes from the one on air through the next six hours. Without the schedule (an error other than
 * the API being down) it is the list's own now and next.
 */
export const loadListedSchedule = cache(async (channel: Channel): Promise<ScheduleItem[]> => {
  const nowSec = Math.floor(Date.now() / 1000);
  const startSec = nowSec - (nowSec % SCHEDULE_REQUEST_STEP_SEC);
  let schedule: ScheduleItem[];
  try {
    schedule = await getChannelSchedule(await getServerApi(), channel.id, {
      startSec,
      endSec: startSec + SCHEDULE_REQUEST_STEP_SEC + LISTED_SCHEDULE_AHEAD_SEC,
    });
  } catch (error) {
    rethrowIfUnavailable(error);
    schedule = channel.currentSchedules;
  }
  return schedule
    .filter((item) => item.startSec + item.durationSec > nowSec && item.startSec < nowSec + LISTED_SCHEDULE_AHEAD_SEC)
    .slice(0, LISTED_SCHEDULE_MAX_ITEMS);
});

export interface ChannelsScreenData {
  data: ChannelsData;
  promoDays: number;
  sessionPresent: boolean;
}

/** What the channel screen of /channels and /channelsfree renders from, read in parallel. */
export const loadChannelsScreenData = cache(async (): Promise<ChannelsScreenData> => {
  const [data, promoDays, sessionPresent] = await Promise.all([loadChannelsData(), loadPromoDays(), loadSessionPresent()]);
  return { data, promoDays, sessionPresent };
});
