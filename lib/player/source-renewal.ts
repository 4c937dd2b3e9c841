import { getBrowserApi } from '@/lib/api/browser';
import { getVodStream, getTrailerStream, vodPlaybackSource } from '@/lib/api/catalogue';
import { getChannelConfig, getChannelStream } from '@/lib/api/channels';
import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import type { VodStream } from '@/lib/api/types/catalogue';
import { channelPlaybackUrl } from '@/lib/channels/playback-url';
import type { PlaybackSource } from '@/player/core/types';

/**
 * How each page asks its stream again when the media server refuses an expired address (the player's
 * PlaybackSource.renew): the same request as the page's first, for the same channel position or title.
 */
export type SourceRenewal = () => Promise<PlaybackSource | null>;

export function channelSourceRenewal(
  locale: string,
  channel: Pick<Channel, 'id' | 'streamTypes' | 'vitrinaUrl'>,
  ts: number | null,
): SourceRenewal {
  return async () => {
    const stream: ChannelStream = await getChannelStream(getBrowserApi(locale), channel.id, { ts });
    return { url: channelPlaybackUrl(channel, stream, ts), protocol: 'hls' };
  };
}

export function channelPreviewRenewal(locale: string, channelId: number, vlight: boolean): SourceRenewal {
  return async () => {
    const config = await getChannelConfig(getBrowserApi(locale), channelId, { preview: true });
    return { url: vlight ? config.webVlight : config.web, protocol: 'hls' };
  };
}

export function vodSourceRenewal(
  locale: string,
  stream: Pick<VodStream, 'libraryId' | 'contentId'>,
): SourceRenewal | undefined {
  const { libraryId, contentId } = stream;
  if (libraryId === null || contentId === null) return undefined;
  return async () => vodPlaybackSource(await getVodStream(getBrowserApi(locale), libraryId, contentId));
}

export function trailerSourceRenewal(locale: string, trailerId: number): SourceRenewal {
  return async () => ({ url: (await getTrailerStream(getBrowserApi(locale), trailerId)).hls, protocol: 'hls' });
}

/** The page's source with its renewal, or as it is when it has none to give. */
export function renewable(source: PlaybackSource | null, renew: SourceRenewal | undefined): PlaybackSource | null {
  return source && renew ? { ...source, renew } : source;
}
