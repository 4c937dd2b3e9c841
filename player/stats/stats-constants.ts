/** Playback statistics timing, live-channels.md section 9. */

/** Playback update events at 120, 300 and 600 s of watching, then every 600 s up to 3000 s. */
export const PLAYBACK_UPDATE_FIRST_MARKS_S = [120, 300, 600] as const;
export const PLAYBACK_UPDATE_STEP_S = 600;
export const PLAYBACK_UPDATE_LAST_S = 3000;
/** The watch event is sent once at 300 s of watching. */
export const WATCH_EVENT_AT_S = 300;
/** The playback stat (PATCH /v2/users/self/stat/{id}?duration) is reported every 30 s. */
export const STAT_INTERVAL_S = 30;

/** Every mark an update event is sent at: 120, 300, 600, 1200, ..., 3000. */
export function playbackUpdateMarks(): number[] {
  const marks: number[] = [...PLAYBACK_UPDATE_FIRST_MARKS_S];
  const last = marks[marks.length - 1];
  for (let mark = last + PLAYBACK_UPDATE_STEP_S; mark <= PLAYBACK_UPDATE_LAST_S; mark += PLAYBACK_UPDATE_STEP_S)
    marks.push(mark);
  return marks;
}
