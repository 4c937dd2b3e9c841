import type { Channel } from '@/lib/api/types/channels';
import { VITRINA_OFFSET_SECONDS } from '@/lib/rules/schedule-window';

/** live-channels.md section 3: a channel delivered as a vitrina stream lists `stream_types` type vitrina. */
export const VITRINA_STREAM_TYPE = 'vitrina';

type VitrinaFields = Pick<Channel, 'streamTypes' | 'vitrinaUrl'>;

/** The vitrina source of a channel, or null when it plays its ordinary stream. */
export function vitrinaSource(channel: VitrinaFields): string | null {
  return channel.streamTypes.includes(VITRINA_STREAM_TYPE) && channel.vitrinaUrl ? channel.vitrinaUrl : null;
}

/**
 * The schedule second a channel's picture shows at `nowSec`: a vitrina stream runs 360 s behind the
 * schedule (live-channels.md section 4), so its current programme, progress and programme-end switch are
 * read 360 s back; other channels follow the clock.
 */
export function channelClockSec(nowSec: number, channel: VitrinaFields): number {
  return nowSec - channelClockOffsetSec(channel);
}

/** Seconds a channel's picture runs behind the wall clock: 360 for a vitrina stream, else 0. */
export function channelClockOffsetSec(channel: VitrinaFields): number {
  return vitrinaSource(channel) ? VITRINA_OFFSET_SECONDS : 0;
}
