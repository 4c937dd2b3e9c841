/**
 * Arrow-key (TV remote) moves in the channel list and the schedule: up and down walk the items, Home and End
 * jump to the ends; right from the list goes to the schedule and left from the schedule back to the list.
 */

/** Where focus lands in the schedule: the programme being watched, else the one on air, else the first. */
export const SCHEDULE_FOCUS_SELECTOR =
  '[data-testid="schedule"] button[aria-current="true"], [data-testid="schedule"] button[data-state="live"], [data-testid="schedule"] button';

/** Where focus lands back in the channel list: its one tab stop. */
export const LIST_FOCUS_SELECTOR = '[data-channel-id][tabindex="0"]';

/** The index a key moves to in a list of `count` items, or null when the key is not a move (or goes nowhere). */
export function listKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const next =
    key === 'ArrowDown'
      ? index + 1
      : key === 'ArrowUp'
        ? index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  if (next === null || next < 0 || next >= count || next === index) return null;
  return next;
}
