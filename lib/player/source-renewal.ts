import { getBrowserApi } from '@/lib/api/browser';
import { getVodStream, getTrailerStream, vodPlaybackSource } from '@/lib/api/catalogue';
import { getChannelConfig, getChannelStream } from '@/lib/api/channels';
import type { Channel } from '@/lib/api/types/channels';
import type { VodStream } from '@/lib/api/types/catalogue';
import { channelPlaybackUrl } from '@/lib/channels/playback-url';
import type { PlaybackSource } from '@/player/core/types';
import { withAddressTerms } from './signed-address';
import { channelPreviewSourceKey, channelSourceKey, titleSourceKey, trailerSourceKey } from './source-keys';

/*
 * The sources pages hand the player: each with its identity (source-keys.ts) and the way to ask its stream again when
 * the media server refuses an expired address (PlaybackSource.renew): the same request as the page's first, for the
 * same channel position or title. What a signed address says of itself (its expiry, its media cookie) comes with it
 * (signed-address.ts), on the first address and every renewed one.
 */

export function channelSource(
  locale: string,
  channel: Pick<Channel, 'id' | 'streamTypes' | 'vitrinaUrl'>,
  url: string,
  ts: number | null,
): PlaybackSource {
  return withAddressTerms({
    url,
    protocol: 'hls',
    key: channelSourceKey(channel.id, ts),
    renew: async () => {
      const stream = await getChannelStream(getBrowserApi(locale), channel.id, { ts });
      return withAddressTerms({ url: channelPlaybackUrl(channel, stream, ts), protocol: 'hls' });
    },
  });
}

/** A preview's own address expires and is asked again; a vitrina feed (`vitrinaUrl`) is open and never is. */
export function channelPreviewSource(
  locale: string,
  channelId: number,
  light: boolean,
  url: string,
  vitrinaUrl: string | null,
): PlaybackSource {
  if (vitrinaUrl) return { url: vitrinaUrl, protocol: 'hls' };
  return withAddressTerms({
    url,
    protocol: 'hls',
    key: channelPreviewSourceKey(channelId, light),
    renew: async () => {
      const config = await getChannelConfig(getBrowserApi(locale), channelId, { preview: true });
      return withAddressTerms({ url: light ? config.webVlight : config.web, protocol: 'hls' });
    },
  });
}

/** A title's stream; asked again from its library when the answer named one. */
export function titleSource(locale: string, contentId: number, stream: VodStream): PlaybackSource | null {
  const source = withAddressTerms(vodPlaybackSource(stream));
  if (!source) return null;
  const { libraryId } = stream;
  const renew: PlaybackSource['renew'] =
    libraryId === null
      ? undefined
      : async () =>
          withAddressTerms(vodPlaybackSource(await getVodStream(getBrowserApi(locale), libraryId, contentId)));
  return { ...source, key: titleSourceKey(contentId), ...(renew ? { renew } : {}) };
}

export function trailerSource(locale: string, trailerId: number, url: string): PlaybackSource {
  return withAddressTerms({
    url,
    protocol: 'hls',
    key: trailerSourceKey(trailerId),
    renew: async () =>
      withAddressTerms({ url: (await getTrailerStream(getBrowserApi(locale), trailerId)).hls, protocol: 'hls' }),
  });
}
