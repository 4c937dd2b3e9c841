/**
 * Arrow-key (TV remote) moves in the channel list and the schedule: up and down walk the items, Home and End
 * jump to the ends; right from the list goes to the schedule and left from the schedule back to the list.
 */

/** Where focus lands in the schedule, in this order: the programme being watched, else the one on air, else the first. */
const SCHEDULE_FOCUS_ORDER = [
  '[data-testid="schedule"] button[aria-current="true"]',
  '[data-testid="schedule"] button[data-state="live"]',
  '[data-testid="schedule"] button',
];

/**
 * The schedule's programme that Right from the channel list focuses. One selector list would not do: querySelector
 * answers the first match in the page's order, which is the first programme shown (two before the one on air).
 */
export function scheduleFocusTarget(root: ParentNode): HTMLElement | null {
  for (const selector of SCHEDULE_FOCUS_ORDER) {
    const found = root.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}

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
