import type { PlatformConfig } from '../../core/config';
import { signedMediaUrl, type MediaUrlKind } from './media-signing';

/**
 * Where browsers find the demo media. Stream answers of the channels and catalogue domains build their
 * URLs only through these functions, so the media domain can change its layout in one place.
 */

/** Committed on-demand assets; each content id plays one of them (see `vodAssetFor`). */
export const VOD_ASSETS = ['feature', 'episode'] as const;
export type VodAsset = (typeof VOD_ASSETS)[number];

export function vodAssetFor(contentId: number): VodAsset {
  return VOD_ASSETS[contentId % VOD_ASSETS.length];
}

/** Signs a stream address for the device it is handed to (media-signing.ts); built per stream answer. */
export type StreamSigner = (prefix: string, file: string, kind: MediaUrlKind) => string;

export function streamSigner(
  config: PlatformConfig,
  publicUrl: string,
  device: string | null,
  nowMs: number,
): StreamSigner {
  return (prefix, file, kind) => signedMediaUrl(config, { publicUrl, prefix, file, device, kind, nowMs });
}

const LIVE: MediaUrlKind = { live: true };

/** Live channel: a sliding window generated from the wall clock; `ts` (unix s) starts archive playback there. */
export function liveStreamUrl(sign: StreamSigner, channelId: number, ts?: number): string {
  const query = ts ? `?ts=${Math.floor(ts)}` : '';
  return sign(`/media/live/${channelId}/`, `master.m3u8${query}`, LIVE);
}

/**
 * A vitrina channel's feed: its live stream 360 s behind the live edge (live-channels.md section 4). It is on the
 * public channel list, so it is not signed; its playlist signs the segments it lists (routes-live.ts).
 */
export function vitrinaStreamUrl(publicUrl: string, channelId: number): string {
  return `${publicUrl}/media/live/${channelId}/master.m3u8?vitrina=1`;
}

/** Multi-bitrate on-demand ladder with two audio languages and WebVTT subtitles. */
export function vodStreamUrl(sign: StreamSigner, contentId: number, durationSeconds: number): string {
  return sign(`/media/vod/${vodAssetFor(contentId)}/`, 'master.m3u8', { durationSeconds });
}

/** Trailers and previews are short; a title's length is not theirs, so the margin alone bounds them. */
export function trailerStreamUrl(sign: StreamSigner): string {
  return sign('/media/vod/trailer/', 'master.m3u8', { durationSeconds: 0 });
}

/** ClearKey-encrypted DASH title and its licence server, for the shaka-player engine. */
export function drmManifestUrl(sign: StreamSigner, durationSeconds: number): string {
  return sign('/media/drm/clearkey/', 'manifest.mpd', { durationSeconds });
}

export function drmLicenseUrl(sign: StreamSigner, durationSeconds: number): string {
  return sign('/media/drm/clearkey/', 'license', { durationSeconds });
}

/** Seek-bar screenshot timings (`{ seek_points: number[] }` in ms) and the screenshot image pattern. */
export function seekPointsUrl(publicUrl: string, contentId: number): string {
  return `${publicUrl}/media/vod/${vodAssetFor(contentId)}/seek-points.json`;
}

export function screenshotUrlTemplate(publicUrl: string, contentId: number): string {
  return `${publicUrl}/media/vod/${vodAssetFor(contentId)}/thumbs/{ms}.jpg`;
}

export type VastTag = 'preroll' | 'midroll' | 'pause' | 'broken' | 'overlay';

export function vastUrl(publicUrl: string, tag: VastTag): string {
  return `${publicUrl}/media/vast/${tag}.xml`;
}

/** Looping placeholder shown while catch-up is blacked out (live-channels.md section 4, "blackout"). */
export function blackoutUrl(sign: StreamSigner): string {
  return sign('/media/blackout/', 'master.m3u8', LIVE);
}

/** Generated SVG artwork: kind is cover, poster, wide, logo, person or promo. */
export function artworkUrl(publicUrl: string, kind: string, id: number | string, width?: number): string {
  return `${publicUrl}/art/${kind}/${id}.svg${width ? `?w=${width}` : ''}`;
}

/**
 * A provider's landing logo: the one an operator stored, else the demo art built on the current public origin at
 * answer time, as every other artwork address is. Databases seeded before the logo was left out of the seed hold the
 * demo art on the origin of their first start (npm start's 3001), which a later start on other ports (a test run on
 * 4901) must not name: the app's CSP blocks it and the page logs the block as an error.
 */
export function providerLogoUrl(publicUrl: string, providerId: number, stored: string | null | undefined): string {
  const demo = artworkUrl(publicUrl, 'logo', `provider-${providerId}`);
  if (!stored) return demo;
  try {
    return new URL(stored).pathname === new URL(demo).pathname ? demo : stored;
  } catch {
    return stored;
  }
}
