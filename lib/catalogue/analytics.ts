/**
 * Catalogue analytics (catalogue-vod-billing.md section 7): play, see_all, back, open_content, packet_info, and
 * show, focus and click events named {action}_{template} with the item id and the source
 * {setIndex}x{itemIndex}_{setId}. Pages mark their rows and items with data attributes; the tracker
 * (analytics-tracker.ts) reads them, so server-rendered rows carry no analytics code of their own.
 */

import { unprefixedPath } from '../i18n/locale-paths';
import type { ApiClient } from '@/lib/api/client';
import { postMetricsEvents } from '@/lib/api/metrics';
import { CHANNEL_FOCUS_DELAY_MS } from '@/lib/channels/channel-analytics';
import { contentIdOf } from '@/lib/rules/validation';
import { logBridgeEvent } from '@/lib/session/android-bridge';

/** section 7: a focus event is sent once an item has kept the focus this long. */
export const CATALOGUE_FOCUS_DELAY_MS = 500;
/** Row templates whose items are channels: section 7 counts their focus after the channels' shorter delay. */
const CHANNEL_TEMPLATES: readonly string[] = ['channel', 'channels'];

/** How long an item of a set with this template must keep the focus (section 7: 500 ms, 100 ms for channels). */
export function focusDelayMs(template: string): number {
  return CHANNEL_TEMPLATES.includes(template) ? CHANNEL_FOCUS_DELAY_MS : CATALOGUE_FOCUS_DELAY_MS;
}

/** Attributes the tracker reads (as `data-*`). */
export const ANALYTICS_ATTR = {
  /** On a row or grid: its id (or slug). */
  set: 'data-an-set',
  /** On a row or grid: its template. */
  template: 'data-an-template',
  /** On an item of a set: the item's id. */
  item: 'data-an-item',
  /** On a control: the plain event it sends (see_all, back, play). */
  action: 'data-an-action',
  /** On a control: the id its plain event names (the content of a play button). */
  id: 'data-an-id',
} as const;

export type ItemAction = 'show' | 'focus' | 'click';

export interface AnalyticsEvent {
  name: string;
  params: Record<string, string | number | null>;
  ts: number;
}

export interface ItemContext {
  template: string;
  itemId: string;
  source: string;
}

export function itemEventName(action: ItemAction, template: string): string {
  return `${action}_${template}`;
}

/** {setIndex}x{itemIndex}_{setId}: where on the page the item was. */
export function itemSource(setIndex: number, itemIndex: number, setId: string): string {
  return `${setIndex}x${itemIndex}_${setId}`;
}

const selector = (attribute: string) => `[${attribute}]`;

/** The item an element belongs to, with its set's template and the source; null outside marked rows. */
export function describeItem(target: Element | null, root: ParentNode): ItemContext | null {
  const item = target?.closest(selector(ANALYTICS_ATTR.item));
  const set = item?.closest(selector(ANALYTICS_ATTR.set));
  if (!item || !set) return null;
  const setIndex = Array.from(root.querySelectorAll(selector(ANALYTICS_ATTR.set))).indexOf(set);
  const itemIndex = Array.from(set.querySelectorAll(selector(ANALYTICS_ATTR.item))).indexOf(item);
  const setId = set.getAttribute(ANALYTICS_ATTR.set) ?? '';
  return {
    template: set.getAttribute(ANALYTICS_ATTR.template) ?? 'unknown',
    itemId: item.getAttribute(ANALYTICS_ATTR.item) ?? '',
    source: itemSource(setIndex, itemIndex, setId),
  };
}

/** A title's address, `/contents/{slugOrId}` or a season's or episode's `/contents/{slug}/{slugOrId}`: its last part. */
const CONTENT_PATH = /^\/contents\/(?:[^/]*\/)?([^/]+)$/;
const PACKET_PATH = /^\/packets\/(?:[^/?#]*_)?(\d+)$/;

function linkPath(target: Element): string | null {
  const href = target.closest('a[href]')?.getAttribute('href');
  if (!href) return null;
  try {
    return unprefixedPath(new URL(href, 'http://x').pathname);
  } catch {
    return null;
  }
}

/** Everything one click reports: the item's click_{template}, then open_content, packet_info or a control's own event. */
export function clickEvents(target: Element, root: ParentNode, now: number): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  const item = describeItem(target, root);
  if (item) {
    events.push({
      name: itemEventName('click', item.template),
      params: { item_id: item.itemId, source: item.source },
      ts: now,
    });
    const path = linkPath(target);
    const contentRef = path?.match(CONTENT_PATH)?.[1];
    const contentId = contentRef === undefined ? null : contentIdOf(contentRef);
    const packet = path?.match(PACKET_PATH);
    if (contentId !== null)
      events.push({ name: 'open_content', params: { content_id: contentId, source: item.source }, ts: now });
    else if (packet)
      events.push({ name: 'packet_info', params: { packet_id: Number(packet[1]), source: item.source }, ts: now });
  }
  const control = target.closest(selector(ANALYTICS_ATTR.action));
  if (control) {
    const set = control.closest(selector(ANALYTICS_ATTR.set));
    events.push({
      name: control.getAttribute(ANALYTICS_ATTR.action) ?? '',
      params: { id: control.getAttribute(ANALYTICS_ATTR.id), set_id: set?.getAttribute(ANALYTICS_ATTR.set) ?? null },
      ts: now,
    });
  }
  return events;
}

/** To the metrics sink, and inside the Android web view also to the app's logEvent (section 7, Android bridge). */
export function sendCatalogueEvents(api: ApiClient, events: AnalyticsEvent[]): Promise<unknown> {
  for (const event of events) logBridgeEvent(event.name, event.params);
  return postMetricsEvents(api, events);
}
