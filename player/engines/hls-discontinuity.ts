import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';

const TAG = '#EXT-X-DISCONTINUITY-SEQUENCE:';
const TAG_LINE = /^#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)\s*$/m;

/**
 * hls.js 1.x keeps per-discontinuity timestamps in an array indexed by the discontinuity number and
 * walks it from 0 on every playlist refresh. Streams that number discontinuities since the epoch
 * (ours: one every 60 s loop, about 29 million) freeze the page for seconds per refresh. Every
 * playlist of one engine is shifted by the same base, the first number seen, which keeps each
 * segment's discontinuity identity (they are only compared with one another) while keeping the numbers small.
 */
export class DiscontinuityRebase {
  private base: number | null = null;

  rebase(playlist: string): string {
    const match = TAG_LINE.exec(playlist);
    if (!match) return playlist;
    const value = Number(match[1]);
    this.base ??= value;
    // A number below the base (an older archive window) keeps its real value rather than go negative.
    const shifted = value >= this.base ? value - this.base : value;
    return playlist.replace(TAG_LINE, `${TAG}${shifted}`);
  }
}

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/** hls.js's own loader with playlist answers passed through `rebase` before parsing. */
export function rebasingPlaylistLoader(Base: LoaderClass, rebase: DiscontinuityRebase): PlaylistLoaderConstructor {
  class RebasingPlaylistLoader extends (Base as unknown as new (config: HlsConfig) => Loader<PlaylistLoaderContext>) {
    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      super.load(context, config, {
        ...callbacks,
        onSuccess: (response, stats, ctx, details) => {
          if (typeof response.data === 'string') response.data = rebase.rebase(response.data);
          callbacks.onSuccess(response, stats, ctx, details);
        },
      });
    }
  }
  return RebasingPlaylistLoader;
}
