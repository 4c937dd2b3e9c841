import type { HlsConfig, Loader, LoaderCallbacks, LoaderContext, PlaylistLoaderContext } from 'hls.js';
import { DiscontinuityRebase, rebasingPlaylistLoader } from './hls-discontinuity';

const playlist = (sequence: number) =>
  `#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:881000000\n#EXT-X-DISCONTINUITY-SEQUENCE:${sequence}\n#EXTINF:2.000,\nseg.ts\n`;

describe('DiscontinuityRebase', () => {
  it('shifts every playlist of one stream by the first number seen', () => {
    const rebase = new DiscontinuityRebase();
    expect(rebase.rebase(playlist(29_366_666))).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
    expect(rebase.rebase(playlist(29_366_667))).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
    expect(rebase.rebase(playlist(29_366_667))).toContain('#EXT-X-MEDIA-SEQUENCE:881000000');
  });

  it('leaves playlists without the tag and numbers below the base as they are', () => {
    const rebase = new DiscontinuityRebase();
    expect(rebase.rebase('#EXTM3U\nseg.ts\n')).toBe('#EXTM3U\nseg.ts\n');
    rebase.rebase(playlist(100));
    expect(rebase.rebase(playlist(40))).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:40\n');
  });

  it('rewrites answers of the wrapped loader before hls.js parses them', () => {
    class FakeLoader {
      load(context: LoaderContext, _config: unknown, callbacks: LoaderCallbacks<LoaderContext>) {
        callbacks.onSuccess({ url: context.url, data: playlist(500) }, {} as never, context, null);
      }
    }
    const Loader = rebasingPlaylistLoader(
      FakeLoader as unknown as new (config: HlsConfig) => Loader<LoaderContext>,
      new DiscontinuityRebase(),
    );
    const loader = new Loader({} as HlsConfig);
    let data = '';
    loader.load({ url: 'a.m3u8' } as PlaylistLoaderContext, {} as never, {
      onSuccess: (response) => (data = String(response.data)),
      onError: () => undefined,
      onTimeout: () => undefined,
    });
    expect(data).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
  });
});
