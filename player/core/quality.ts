import { QUALITY_MAX_HEIGHT, QUALITY_MAX_LEVELS } from './constants';
import type { QualityLevel } from './types';

/**
 * The quality menu offers at most the top 4 levels up to 1080 (live-channels.md section 4 and
 * section 9); one entry per height, the highest bitrate of each height wins.
 */
export function selectQualityLevels(levels: readonly QualityLevel[]): QualityLevel[] {
  const byHeight = new Map<number, QualityLevel>();
  for (const level of levels) {
    if (level.height > QUALITY_MAX_HEIGHT) continue;
    const existing = byHeight.get(level.height);
    if (!existing || existing.bitrate < level.bitrate) byHeight.set(level.height, level);
  }
  return [...byHeight.values()].sort((a, b) => b.height - a.height).slice(0, QUALITY_MAX_LEVELS);
}

/** hls.js's "no cap" value of autoLevelCapping. */
export const NO_LEVEL_CAP = -1;

/**
 * The highest level index automatic quality may use so it never goes above 1080 either (the menu's rule applied to
 * "Auto"): the last level within the height, the lowest one when none is, no cap when all are.
 */
export function autoLevelCap(levels: readonly Pick<QualityLevel, 'height'>[]): number {
  if (levels.every((level) => level.height <= QUALITY_MAX_HEIGHT)) return NO_LEVEL_CAP;
  let cap = 0;
  levels.forEach((level, index) => {
    if (level.height <= QUALITY_MAX_HEIGHT) cap = index;
  });
  return cap;
}
