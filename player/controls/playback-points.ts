import { NEXT_EPISODE_MIN_DURATION_SECONDS, NEXT_EPISODE_REMAINING_SECONDS, PLAYBACK_POINT_DEFAULT_LENGTH_MS } from './constants';

/** A marked span of the title (intro, credits, ...) with its button (live-channels.md section 9); lib/api reshapes it. */
export interface PlaybackPoint {
  type: string;
  startMs: number;
  /** null when the server leaves it to the player's default (start plus 8000 ms). */
  endMs: number | null;
  action: string | null;
}

export type PointButton = 'skipIntro' | 'pointStart' | 'pointNext' | 'pointFinish';

/** What pressing a point's button does: jump to a media time (seconds) or ask for the next episode. */
export type PointAction = { kind: 'seek'; seconds: number } | { kind: 'next' };

const MS = 1000;

/** A point without an end lasts 8000 ms (live-channels.md section 9). */
export function pointEndMs(point: PlaybackPoint): number {
  return point.endMs ?? point.startMs + PLAYBACK_POINT_DEFAULT_LENGTH_MS;
}

/** The point whose window holds the position, if any. */
export function activePoint(points: readonly PlaybackPoint[], positionMs: number): PlaybackPoint | null {
  return points.find((point) => positionMs >= point.startMs && positionMs < pointEndMs(point)) ?? null;
}

/** The button actions a point names (live-channels.md section 3, "Playback points"). */
const POINT_ACTIONS = new Set(['skip', 'start', 'next', 'finish']);

/**
 * What a point's button does is its action (skip or finish to the point's end, start to its start, next to the next
 * episode or programme); a point without a known action goes by its type (intro skips, credits finish).
 */
export function pointBehaviour(point: PlaybackPoint): { button: PointButton; action: PointAction } {
  const action = point.action?.toLowerCase() ?? '';
  const kind = POINT_ACTIONS.has(action) ? action : point.type.toLowerCase();
  switch (kind) {
    case 'next':
      return { button: 'pointNext', action: { kind: 'next' } };
    case 'start':
      return { button: 'pointStart', action: { kind: 'seek', seconds: point.startMs / MS } };
    case 'finish':
    case 'credits':
      return { button: 'pointFinish', action: { kind: 'seek', seconds: pointEndMs(point) / MS } };
    default:
      return { button: 'skipIntro', action: { kind: 'seek', seconds: pointEndMs(point) / MS } };
  }
}

/** 2 s before the end of a title longer than 20 s (catalogue-vod-billing.md "Content playback", live-channels.md section 9). */
export function nextEpisodeDue(currentTime: number, duration: number): boolean {
  return (
    Number.isFinite(duration) &&
    duration > NEXT_EPISODE_MIN_DURATION_SECONDS &&
    duration - currentTime <= NEXT_EPISODE_REMAINING_SECONDS
  );
}
