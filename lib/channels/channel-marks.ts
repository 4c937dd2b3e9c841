import type { Channel } from '@/lib/api/types/channels';

/** The picture quality a channel is marked with (live-channels.md section 3: is_4k, hd or is_hd). */
export type ChannelQuality = '4k' | 'hd';

/** A 4K channel is HD too: it carries the higher mark only. */
export function channelQuality(channel: Pick<Channel, 'is4k' | 'isHd'>): ChannelQuality | null {
  if (channel.is4k) return '4k';
  return channel.isHd ? 'hd' : null;
}

/** The frame every player and still is drawn in; a channel of this ratio needs nothing of its own. */
export const FRAME_ASPECT_RATIO = 16 / 9;

const RATIO = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * The channel's aspect_ratio ("4:3", "16:9") as width over height, for a picture whose own shape is to be
 * overruled; null for the frame's own ratio or a value that is not a ratio (the picture then keeps its shape).
 */
export function channelAspectRatio(channel: Pick<Channel, 'aspectRatio'>): number | null {
  const match = RATIO.exec(channel.aspectRatio);
  if (!match) return null;
  const ratio = Number(match[1]) / Number(match[2]);
  if (!Number.isFinite(ratio) || ratio <= 0) return null;
  return Math.abs(ratio - FRAME_ASPECT_RATIO) < 0.01 ? null : ratio;
}
