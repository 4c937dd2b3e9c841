/**
 * The identity of each stream a page hands the player (PlaybackSource.key): a signed address changes with every
 * stream answer, the stream it plays does not. The same key keeps the playback: a renewed address, a channel's answer
 * confirming the address its return started with, a page taking the playback back from the mini-player.
 */

/** A channel at its live edge (ts null) or from an archive start. */
export function channelSourceKey(channelId: number, ts: number | null): string {
  return `channel:${channelId}:${ts ?? 'live'}`;
}

/** A channel card's muted preview, in its full or light (web_vlight) picture. */
export function channelPreviewSourceKey(channelId: number, light: boolean): string {
  return `preview:${channelId}:${light ? 'light' : 'full'}`;
}

export function titleSourceKey(contentId: number): string {
  return `title:${contentId}`;
}

export function trailerSourceKey(trailerId: number): string {
  return `trailer:${trailerId}`;
}
