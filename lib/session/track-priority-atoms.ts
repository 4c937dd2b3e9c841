/**
 * The track language priorities as jotai atoms for the settings page, apart from track-priorities.ts so the player,
 * which only reads the stored order when a stream's tracks arrive, does not load the atoms.
 */
import { storedAtom } from '@/lib/ui-state/stored-atom';
import { parseTrackPriority, TRACK_PRIORITY_KEYS, type TrackKind } from './track-priorities';

/** The stored priorities as jotai atoms: the settings page writes them, and follows other tabs. */
export const trackPriorityAtoms: Record<TrackKind, ReturnType<typeof trackPriorityAtom>> = {
  audio: trackPriorityAtom('audio'),
  text: trackPriorityAtom('text'),
};

function trackPriorityAtom(kind: TrackKind) {
  return storedAtom(TRACK_PRIORITY_KEYS[kind], parseTrackPriority);
}
