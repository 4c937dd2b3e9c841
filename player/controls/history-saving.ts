/** catalogue-vod-billing.md section 5: history is saved after 10 s of playing. */
export const HISTORY_FIRST_SAVE_SECONDS = 10;
/** Afterwards at the playback-stat cadence (catalogue-vod-billing.md section 7: stat every 30 s). */
export const HISTORY_SAVE_EVERY_SECONDS = 30;

/**
 * Whether the position should be saved now: once 10 s have been played, then every 30 s of play.
 * `playedSec` counts seconds actually played in this session (seeking does not count).
 */
export function isHistorySaveDue(playedSec: number, lastSavedPlayedSec: number | null): boolean {
  if (lastSavedPlayedSec == null) return playedSec >= HISTORY_FIRST_SAVE_SECONDS;
  return playedSec - lastSavedPlayedSec >= HISTORY_SAVE_EVERY_SECONDS;
}
