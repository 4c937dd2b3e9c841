/**
 * Row, slider and image sizing rules (catalogue-vod-billing.md sections 2, 4 and 9,
 * core-session-account.md section 9).
 */

/** catalogue-vod-billing.md section 9: rows page size 24 (21 content-v, 18 content-h, 100 prerender). */
export const ROW_PAGE_SIZE = { default: 24, 'content-v': 21, 'content-h': 18, prerender: 100 } as const;
/** catalogue-vod-billing.md section 2: a row header links "open all" above 2 items. */
export const OPEN_ALL_LINK_MIN_ITEMS = 3;
/** catalogue-vod-billing.md section 2: a slider gets an "open all" tile above 6 items. */
export const OPEN_ALL_TILE_MIN_ITEMS = 7;
/** catalogue-vod-billing.md section 2: the templates whose sliders get the tile. */
export const OPEN_ALL_TILE_TEMPLATES: readonly string[] = ['content-h', 'content-v', 'history-h', 'channel'];
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

export function isEagerRow(rowIndex: number): boolean {
  return rowIndex < EAGER_ROWS;
}

/** Whether infinite scroll should load the next page. */
export function shouldLoadMoreOnScroll(distanceToBottom: number, viewportWidth: number): boolean {
  const threshold =
    viewportWidth <= SCROLL_LOAD_DISTANCE.smallMaxWidth ? SCROLL_LOAD_DISTANCE.small : SCROLL_LOAD_DISTANCE.default;
  return distanceToBottom <= threshold;
}
