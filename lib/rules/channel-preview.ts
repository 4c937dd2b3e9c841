/**
 * Channel card zoom and hover preview rules (live-channels.md sections 2, 4 "Preview player" and 9).
 */

import { CHANNEL_MODAL_PAGE_MAX_WIDTH } from './channel-list';
import { isAdultChannel } from './parental';

/** live-channels.md section 4: zoom/preview delay 200 ms when changing items, 30 ms otherwise. */
export const ZOOM_DELAY_MS = { changingItem: 200, sameItem: 30 } as const;
/** live-channels.md section 4: hover delay 200 ms on touch or narrow screens, otherwise 20 ms. */
export const HOVER_DELAY_MS = { touchOrNarrow: 200, pointer: 20 } as const;
/** live-channels.md section 4: hover preview width by mode. */
export const PREVIEW_WIDTH = { fullscreen: 147, mobile: 98, desktop: 122.5 } as const;
/** live-channels.md section 4: opening a channel shows a registration prompt after 5000 ms. */
export const CHANNEL_REGISTER_PROMPT_DELAY_MS = 5_000;
/** live-channels.md section 4: channels refresh every 300000 ms when silent. */
export const CHANNELS_REFRESH_MS = 300_000;

export type PreviewMode = keyof typeof PREVIEW_WIDTH;

export function zoomDelayMs(changingItem: boolean): number {
  return changingItem ? ZOOM_DELAY_MS.changingItem : ZOOM_DELAY_MS.sameItem;
}

/** Narrow means the 932 px mobile threshold or less. */
export function hoverDelayMs(isTouch: boolean, windowWidth: number): number {
  return isTouch || windowWidth <= CHANNEL_MODAL_PAGE_MAX_WIDTH ? HOVER_DELAY_MS.touchOrNarrow : HOVER_DELAY_MS.pointer;
}

/** How a card was reached: a mouse over it, a touch held on it, or focus (the zoom of a TV remote or keyboard). */
export type PreviewSource = 'mouse' | 'touch' | 'focus';

/**
 * The wait before a card's preview starts, or null when it gets none: hover with a mouse that can hover, a touch held
 * on the card and a zoomed (focused) card all preview, after the hover delay (200 ms on touch or narrow screens) plus
 * the zoom delay (200 ms when moving to another item, 30 ms otherwise).
 */
export function previewDelayMs(input: {
  source: PreviewSource;
  canHover: boolean;
  windowWidth: number;
  changingItem: boolean;
}): number | null {
  if (input.source === 'mouse' && !input.canHover) return null;
  return hoverDelayMs(input.source === 'touch', input.windowWidth) + zoomDelayMs(input.changingItem);
}

export function previewWidth(mode: PreviewMode): number {
  return PREVIEW_WIDTH[mode];
}

/** Where the preview shows: the page in fullscreen, a narrow (mobile) list, or the desktop list. */
export function previewMode(fullscreen: boolean, windowWidth: number): PreviewMode {
  if (fullscreen) return 'fullscreen';
  return windowWidth <= CHANNEL_MODAL_PAGE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/**
 * Adult channels are never previewed (live-channels.md sections 2 and 5): flagged adult, or by the age rule (unknown
 * age, 18 or more, above 12 for a child profile).
 */
export function canPreviewChannel(
  channel: { isAdult: boolean; age: number | null },
  viewer: { isChildProfile: boolean },
): boolean {
  if (channel.isAdult) return false;
  return !isAdultChannel({ age: channel.age }, { isChildProfile: viewer.isChildProfile, programSettingOn: false });
}
