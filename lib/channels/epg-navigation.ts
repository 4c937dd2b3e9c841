/**
 * Arrow-key (TV remote) moves in the EPG grid: left and right walk a channel's programmes, up and down keep the
 * time a viewer is looking at and land on the programme airing then on the next channel. The channel cell at
 * the start of each row is a stop of its own (Enter opens the channel live).
 */

import type { Span } from './epg-layout';

export interface EpgFocus {
  row: number;
  /** null: the channel cell of the row. */
  itemId: number | null;
  /** The moment the viewer is looking at; vertical moves keep it. */
  anchorSec: number;
}

export interface NavItem extends Span {
  id: number;
}

export type EpgKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const isEpgKey = (key: string): key is EpgKey =>
  key === 'ArrowLeft' ||
  key === 'ArrowRight' ||
  key === 'ArrowUp' ||
  key === 'ArrowDown' ||
  key === 'Home' ||
  key === 'End';

function itemAt(items: readonly NavItem[], sec: number): NavItem | null {
  return (
    items.find((item) => item.startSec <= sec && sec < item.startSec + item.durationSec) ??
    items.find((item) => item.startSec >= sec) ??
    null
  );
}

/**
 * The focus after a key. `itemsOf(row)` gives a row's loaded programmes by start, or undefined while they load
 * (a move into such a row lands on its channel cell). `originSec` is the timeline start: a programme reaching
 * back past it is anchored there.
 */
export function moveEpgFocus(
  focus: EpgFocus,
  key: EpgKey,
  rowCount: number,
  itemsOf: (row: number) => readonly NavItem[] | undefined,
  originSec: number,
): EpgFocus {
  const anchorOf = (item: NavItem) => Math.max(item.startSec, originSec);
  if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End') {
    const row = key === 'Home' ? 0 : key === 'End' ? rowCount - 1 : focus.row + (key === 'ArrowDown' ? 1 : -1);
    if (row < 0 || row >= rowCount || row === focus.row) return focus;
    if (focus.itemId === null) return { row, itemId: null, anchorSec: focus.anchorSec };
    const target = itemAt(itemsOf(row) ?? [], focus.anchorSec);
    return { row, itemId: target?.id ?? null, anchorSec: focus.anchorSec };
  }
  const items = itemsOf(focus.row) ?? [];
  if (focus.itemId === null) {
    if (key === 'ArrowLeft') return focus;
    const target = itemAt(items, focus.anchorSec);
    return target ? { ...focus, itemId: target.id } : focus;
  }
  const index = items.findIndex((item) => item.id === focus.itemId);
  if (index < 0) return { ...focus, itemId: null };
  const next = items[index + (key === 'ArrowRight' ? 1 : -1)];
  if (next) return { ...focus, itemId: next.id, anchorSec: anchorOf(next) };
  // Past the first loaded programme the channel cell comes next; past the last one the focus stays.
  return key === 'ArrowLeft' ? { ...focus, itemId: null } : focus;
}
