/**
 * Live and archive playlists computed from the wall clock over one committed loop of segments. Segment
 * number n covers unix seconds [n * LIVE_SEGMENT_S, (n + 1) * LIVE_SEGMENT_S) and plays loop file
 * n mod LIVE_LOOP_SEGMENTS, so every channel, every server and every reload agree on what is "on air".
 */

/** Must match platform/scripts/make-media.sh (LIVE_SEGMENT_S, LIVE_LOOP_S). */
export const LIVE_SEGMENT_S = 2;
export const LIVE_LOOP_SEGMENTS = 30;
/** Segments in the live sliding window (3 x target duration is the HLS minimum; 6 gives hls.js slack). */
export const LIVE_WINDOW_SEGMENTS = 6;
/**
 * live-channels.md section 4: vitrina offset 360 s. A vitrina stream plays the channel 360 s behind its live
 * edge, so the picture is the schedule's programme of 360 s ago.
 */
export const VITRINA_DELAY_S = 360;
/** Longest archive playlist: a catch-up programme rarely runs longer; the player asks again with a new ts. */
export const ARCHIVE_MAX_SECONDS = 4 * 60 * 60;

export interface LiveRendition {
  name: string;
  /** Declared in the master playlist; the 1080p rung is encoded smaller (see platform/docs/media.md). */
  resolution: string;
}

export const LIVE_RENDITIONS: readonly LiveRendition[] = [
  { name: '240p', resolution: '426x240' },
  { name: '480p', resolution: '854x480' },
  { name: '1080p', resolution: '1920x1080' },
];

const CODECS = 'avc1.4d401f,mp4a.40.2';

export function findRendition(name: string): LiveRendition | undefined {
  return LIVE_RENDITIONS.find((rendition) => rendition.name === name);
}

/** Which playlist of a channel: live (optionally the delayed vitrina feed) or archive from ts. */
export type LiveVariant = { ts: number } | { vitrina: boolean };

function variantQuery(variant: LiveVariant): string {
  if ('ts' in variant) return `?ts=${variant.ts}`;
  return variant.vitrina ? '?vitrina=1' : '';
}

/** `peakBitsPerSecond` is measured from the committed segments (see routes-live.ts). */
export function liveMasterPlaylist(
  peakBitsPerSecond: (rendition: string) => number,
  variant: LiveVariant = { vitrina: false },
): string {
  const query = variantQuery(variant);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of LIVE_RENDITIONS) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peakBitsPerSecond(rendition.name)},RESOLUTION=${rendition.resolution},FRAME-RATE=25.000,CODECS="${CODECS}",NAME="${rendition.name}"`,
      `${rendition.name}.m3u8${query}`,
    );
  }
  return lines.join('\n') + '\n';
}

interface SegmentLine {
  /** Absolute segment number since the unix epoch. */
  number: number;
  /** Programme-date-time of the segment, unix ms. */
  startMs: number;
}

/**
 * Below the channel's own path (`/media/live/{id}/{rendition}/seg_NNN.ts`), so a token segment before the
 * playlist's name covers its segments too; `tokenDir` (`tk.…/`) signs them when the playlist itself is open.
 */
function segmentUri(rendition: string, number: number, tokenDir: string): string {
  const file = String(number % LIVE_LOOP_SEGMENTS).padStart(3, '0');
  return `${tokenDir}${rendition}/seg_${file}.ts`;
}

/** Loop restarts reset timestamps inside the files, so each one is announced as a discontinuity. */
function renderSegments(rendition: string, segments: readonly SegmentLine[], tokenDir = ''): string[] {
  const lines: string[] = [];
  segments.forEach((segment, index) => {
    if (index > 0 && segment.number % LIVE_LOOP_SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`,
      `#EXTINF:${LIVE_SEGMENT_S.toFixed(3)},`,
      segmentUri(rendition, segment.number, tokenDir),
    );
  });
  return lines;
}

function header(mediaSequence: number, discontinuitySequence: number): string[] {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${LIVE_SEGMENT_S}`,
    `#EXT-X-MEDIA-SEQUENCE:${mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`,
  ];
}

/**
 * The last LIVE_WINDOW_SEGMENTS segments that have completely "aired" by nowMs. Discontinuities are counted
 * from `broadcastStartMs` (the database's seed time), not from the unix epoch: hls.js walks an array as long
 * as the discontinuity sequence on every refresh, and the 29 million loops since 1970 froze pages.
 */
export function liveMediaPlaylist(rendition: string, nowMs: number, broadcastStartMs: number, tokenDir = ''): string {
  const last = Math.floor(nowMs / 1000 / LIVE_SEGMENT_S) - 1;
  const first = last - LIVE_WINDOW_SEGMENTS + 1;
  const segments: SegmentLine[] = [];
  for (let number = first; number <= last; number += 1) {
    segments.push({ number, startMs: number * LIVE_SEGMENT_S * 1000 });
  }
  const firstLoop = Math.floor(Math.floor(broadcastStartMs / 1000 / LIVE_SEGMENT_S) / LIVE_LOOP_SEGMENTS);
  const discontinuities = Math.max(0, Math.floor(first / LIVE_LOOP_SEGMENTS) - firstLoop);
  return [...header(first, discontinuities), ...renderSegments(rendition, segments, tokenDir)].join('\n') + '\n';
}

/**
 * The vitrina feed: the live window as it stood VITRINA_DELAY_S ago (same segments, media sequence and
 * program-date-time of that moment), so it grows with the clock like live but shows the schedule's past.
 */
export function vitrinaMediaPlaylist(
  rendition: string,
  nowMs: number,
  broadcastStartMs: number,
  tokenDir: string,
): string {
  return liveMediaPlaylist(rendition, nowMs - VITRINA_DELAY_S * 1000, broadcastStartMs, tokenDir);
}

/**
 * Catch-up from `tsSec`: program-date-time starts exactly at ts and grows with the clock (EVENT) until
 * ARCHIVE_MAX_SECONDS, after which the playlist is closed (VOD). EXT-X-START makes players begin at ts
 * instead of at the live edge. Null when not one whole segment has aired since ts.
 */
export function archiveMediaPlaylist(rendition: string, tsSec: number, nowMs: number): string | null {
  const elapsed = nowMs / 1000 - tsSec;
  const capped = elapsed >= ARCHIVE_MAX_SECONDS;
  const count = Math.floor(Math.min(elapsed, ARCHIVE_MAX_SECONDS) / LIVE_SEGMENT_S);
  if (count < 1) return null;
  const firstNumber = Math.floor(tsSec / LIVE_SEGMENT_S);
  const segments: SegmentLine[] = [];
  for (let index = 0; index < count; index += 1) {
    segments.push({ number: firstNumber + index, startMs: (tsSec + index * LIVE_SEGMENT_S) * 1000 });
  }
  const lines = [
    ...header(0, 0),
    `#EXT-X-PLAYLIST-TYPE:${capped ? 'VOD' : 'EVENT'}`,
    '#EXT-X-START:TIME-OFFSET=0,PRECISE=YES',
    ...renderSegments(rendition, segments),
  ];
  if (capped) lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}
