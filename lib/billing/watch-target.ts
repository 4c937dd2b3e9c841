import type { Packet } from '../api/types/billing';
import { channelHref } from '../channels/route-params';

/** Where a "watch" button goes (section 8, "already bought (with watch button)"). */
export interface WatchTarget {
  contentId?: number | null;
  channelSlug?: string | null;
}

/**
 * The address that plays what was bought: the content or channel the purchase started from, else the packet's first
 * channel, else its first video; null when the packet opens nothing to watch.
 */
export function watchHref(target: WatchTarget, packet?: Pick<Packet, 'channels' | 'videos'> | null): string | null {
  if (target.contentId != null) return `/watch/${target.contentId}`;
  if (target.channelSlug) return channelHref(null, target.channelSlug);
  const channel = packet?.channels[0];
  if (channel) return channelHref(null, channel.slug);
  const video = packet?.videos[0];
  if (video) return `/contents/${encodeURIComponent(video.slug || String(video.id))}`;
  return null;
}
