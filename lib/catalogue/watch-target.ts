import type { ContentMeta, ContentSchedule, MetaButton } from '@/lib/api/types/catalogue';
import { ALL_CHANNELS_CATEGORY } from './channel-category';
import { withLibrary } from './library-address';

/** Scheduled content plays through the channel archive at its airing (catalogue-vod-billing.md section 4). */
export function archiveHref(schedule: ContentSchedule): string {
  return `/channels/${ALL_CHANNELS_CATEGORY}/${schedule.channelId}?ts=${schedule.startSec}`;
}

/**
 * Where a play button leads: the channel archive for scheduled content, the episode to play next for a series
 * or season, else the title itself; the player keeps the library the card's address selected. An episode's meta
 * names the episode after it as next to play: its own button (and its page) still plays the episode itself.
 */
export function playHref(
  content: { id: number; slug: string; contentType?: string },
  meta: Pick<ContentMeta, 'nextToPlay' | 'streamUsing'>,
  button?: MetaButton,
  libraryId?: number,
): string {
  const schedule = button?.contentSchedule ?? meta.streamUsing.contentSchedule;
  if (schedule) return archiveHref(schedule);
  const { contentType } = content;
  const playsItself =
    contentType === undefined ? button?.contentId === content.id : contentType !== 'series' && contentType !== 'season';
  return withLibrary(watchHref(playsItself ? content : (meta.nextToPlay ?? content)), libraryId);
}

/** The watch page of a title. */
export function watchHref(target: { id: number; slug: string | null }): string {
  return `/watch/${encodeURIComponent(target.slug || String(target.id))}`;
}
