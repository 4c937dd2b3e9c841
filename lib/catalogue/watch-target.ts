import type { ContentMeta, ContentSchedule, MetaButton } from '@/lib/api/types/catalogue';
import { ALL_CHANNELS_CATEGORY } from './destinations';

/** Scheduled content plays through the channel archive at its airing (catalogue-vod-billing.md section 4). */
export function archiveHref(schedule: ContentSchedule): string {
  return `/channels/${ALL_CHANNELS_CATEGORY}/${schedule.channelId}?ts=${schedule.startSec}`;
}

/**
 * Where a play button leads: the channel archive for scheduled content, the episode to play next for a series
 * or season, else the title itself.
 */
export function playHref(content: { id: number; slug: string }, meta: Pick<ContentMeta, 'nextToPlay' | 'streamUsing'>, button?: MetaButton): string {
  const schedule = button?.contentSchedule ?? meta.streamUsing.contentSchedule;
  if (schedule) return archiveHref(schedule);
  return watchHref(meta.nextToPlay ?? content);
}

/** The watch page of a title. */
export function watchHref(target: { id: number; slug: string | null }): string {
  return `/watch/${encodeURIComponent(target.slug || String(target.id))}`;
}
