/**
 * Row, slider and image sizing rules (catalogue-vod-billing.md sections 2, 4 and 9,
 * core-session-account.md section 9).
 */

import { MOBILE_MAX_WIDTH, NARROW_MIN_WIDTH, PORTRAIT_WIDTH, WIDE_WIDTH } from './breakpoints';

/** catalogue-vod-billing.md section 9: rows page size 24 (21 content-v, 18 content-h, 100 prerender). */
export const ROW_PAGE_SIZE = { default: 24, 'content-v': 21, 'content-h': 18, prerender: 100 } as const;
/** catalogue-vod-billing.md section 2: a row header links "open all" above 2 items. */
export const OPEN_ALL_LINK_MIN_ITEMS = 3;
/** catalogue-vod-billing.md section 2: a slider gets an "open all" tile above 6 items. */
export const OPEN_ALL_TILE_MIN_ITEMS = 7;
/** catalogue-vod-billing.md section 2: the templates whose sliders get the tile. */
export const OPEN_ALL_TILE_TEMPLATES: readonly string[] = ['content-h', 'content-v', 'history-h', 'channel'];
/** catalogue-vod-billing.md section 2: slider arrows and dots only above 480 px. */
export const SLIDER_CONTROLS_MIN_WIDTH = NARROW_MIN_WIDTH;
/** catalogue-vod-billing.md section 9: slider padding by width (at least the width -> padding). */
export const SLIDER_PADDING: ReadonlyArray<readonly [minWidth: number, padding: number]> = [
  [WIDE_WIDTH, 120],
  [PORTRAIT_WIDTH, 100],
  [MOBILE_MAX_WIDTH + 1, 80],
  [NARROW_MIN_WIDTH, 60],
];
export const SLIDER_PADDING_NARROW = 24;
/** catalogue-vod-billing.md section 9: a card under the mouse zooms after 200 ms. */
export const SLIDER_HOVER_ZOOM_DELAY_MS = 200;
/** catalogue-vod-billing.md section 9: after an arrow pages the slider, the arrows wait 800 ms. */
export const SLIDER_ARROW_LOCK_MS = 800;
/** A press that moves less than this is a click on the card, not a drag of the slider. */
export const SLIDER_DRAG_THRESHOLD_PX = 5;
/** catalogue-vod-billing.md section 9: the slider's state classes. */
export const SLIDER_STATE = {
  start: 'start',
  end: 'end',
  dragging: 'dragging',
  animating: 'animating',
  loaded: 'loaded',
} as const;
/** The class of a card zoomed under the mouse. */
export const SLIDER_ZOOMED_ITEM = 'zoomed';
/** catalogue-vod-billing.md section 4: the first 4 rows of a page load eagerly. */
export const EAGER_ROWS = 4;
/**
 * Not a spec number: the cards of a row a phone's first screen shows (two and a half 160 px posters on a 412 px
 * screen). A title's similar row loads these eagerly: on a phone it can reach into the first screen, and its poster
 * is then the page's largest paint; the rest of the row waits until scrolled to.
 */
export const FIRST_SCREEN_CARDS = 3;
/** catalogue-vod-billing.md section 9: scroll loading within 1000 px of the bottom (800 px up to 768 px). */
export const SCROLL_LOAD_DISTANCE = { default: 1_000, small: 800, smallMaxWidth: 768 } as const;
/**
 * core-session-account.md section 9: desktop image widths by kind (the spec's examples,
 * plus wide images 1080 from catalogue-vod-billing.md section 9).
 */
export const IMAGE_WIDTHS: Readonly<Record<string, number>> = {
  'content-h': 343,
  channel: 285,
  'promo-bg': 1920,
  wide: 1080,
};
/** core-session-account.md section 9: pixel ratio 1 to 3 by screen width above 1440 or 1920. */
export const IMAGE_RATIO_STEPS: ReadonlyArray<readonly [aboveWidth: number, ratio: number]> = [
  [1920, 3],
  [1440, 2],
];

/** Items per request of a row page. */
export function rowPageSize(template: string | null | undefined, prerender = false): number {
  if (prerender) return ROW_PAGE_SIZE.prerender;
  if (template === 'content-v') return ROW_PAGE_SIZE['content-v'];
  if (template === 'content-h') return ROW_PAGE_SIZE['content-h'];
  return ROW_PAGE_SIZE.default;
}

/** More items exist while a page comes back full. */
export function hasMorePages(lastPageCount: number, pageSize: number): boolean {
  return pageSize > 0 && lastPageCount >= pageSize;
}

export function showOpenAllLink(itemCount: number): boolean {
  return itemCount >= OPEN_ALL_LINK_MIN_ITEMS;
}

export function showOpenAllTile(itemCount: number, template: string): boolean {
  return itemCount >= OPEN_ALL_TILE_MIN_ITEMS && OPEN_ALL_TILE_TEMPLATES.includes(template);
}

export function showSliderControls(width: number): boolean {
  return width >= SLIDER_CONTROLS_MIN_WIDTH;
}

export function sliderPadding(width: number): number {
  return SLIDER_PADDING.find(([minWidth]) => width >= minWidth)?.[1] ?? SLIDER_PADDING_NARROW;
}

export function isEagerRow(rowIndex: number): boolean {
  return rowIndex < EAGER_ROWS;
}

/** Whether infinite scroll should load the next page. */
export function shouldLoadMoreOnScroll(distanceToBottom: number, viewportWidth: number): boolean {
  const threshold =
    viewportWidth <= SCROLL_LOAD_DISTANCE.smallMaxWidth ? SCROLL_LOAD_DISTANCE.small : SCROLL_LOAD_DISTANCE.default;
  return distanceToBottom <= threshold;
}

export function imagePixelRatio(screenWidth: number): number {
  return IMAGE_RATIO_STEPS.find(([above]) => screenWidth > above)?.[1] ?? 1;
}

/** Width to request for an image kind on a screen; null for kinds the table does not size. */
export function imageRequestWidth(kind: string, screenWidth: number): number | null {
  return Object.hasOwn(IMAGE_WIDTHS, kind) ? IMAGE_WIDTHS[kind] * imagePixelRatio(screenWidth) : null;
}
