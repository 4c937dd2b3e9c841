/** Screenshot previews of the seek bar from the catalogue's screenshot timings (live-channels.md section 9: 196x110). */

/** The last seek point at or before `ms` (seek points are milliseconds, ascending); null when none. */
export function seekPointAt(points: readonly number[], ms: number): number | null {
  let found: number | null = null;
  for (const point of points) {
    if (point > ms) break;
    found = point;
  }
  return found;
}

/** The screenshot URL for one seek point: the template's `{ms}` is the point. */
export function screenshotUrl(template: string, pointMs: number): string {
  return template.replace('{ms}', String(pointMs));
}

/** Reads `{seek_points: [ms]}`; anything else is refused with a clear error. */
export function parseSeekPoints(body: unknown): number[] {
  const points = (body as { seek_points?: unknown } | null)?.seek_points;
  if (!Array.isArray(points) || !points.every((point) => typeof point === 'number' && Number.isFinite(point))) {
    throw new TypeError('Seek points must be {"seek_points": [milliseconds]}');
  }
  return [...points].sort((a, b) => a - b);
}

export async function fetchSeekPoints(
  url: string,
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<number[]> {
  const response = await fetchFn(url, { signal });
  if (!response.ok) throw new Error(`Seek points answered ${response.status}`);
  return parseSeekPoints(await response.json());
}
