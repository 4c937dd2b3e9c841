/** The first mid-roll point reached and not yet played (positions in ms of media time, live-channels.md section 4 "Ads"). */
export function dueMidRoll<Point extends { positionMs: number }>(
  points: readonly Point[],
  positionMs: number,
  fired: ReadonlySet<number>,
): Point | null {
  return (
    points.find((point) => point.positionMs > 0 && point.positionMs <= positionMs && !fired.has(point.positionMs)) ??
    null
  );
}
