import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import { vitrinaSource } from './vitrina';

/**
 * The address a channel's player loads for a stream answer: live, a vitrina channel's own stream (section 3); else
 * the answer's adaptive playlist (hls_mbr), or its single one.
 */
export function channelPlaybackUrl(
  channel: Pick<Channel, 'streamTypes' | 'vitrinaUrl'>,
  stream: Pick<ChannelStream, 'hls' | 'hlsMbr'>,
  ts: number | null,
): string {
  return (!ts && vitrinaSource(channel)) || stream.hlsMbr || stream.hls;
}
