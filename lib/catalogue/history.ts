/** Percentage watched, for the resume rule's "fully watched" check. */
export function watchedPercent(seconds: number, durationSec: number | null | undefined): number {
  if (!durationSec || durationSec <= 0) return 0;
  return Math.min(100, Math.round((seconds / durationSec) * 100));
}
