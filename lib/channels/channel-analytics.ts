/**
 * Channel analytics (live-channels.md section 7): open_channel, the channel list's show/focus/click events named
 * {action}_{template} with the item id and the source {setIndex}x{itemIndex}_{setId} (focus counts after 100 ms),
 * and the TNS audience counter. Events travel in small batches; a failed send is dropped, analytics never gets in
 * the way of watching.
 */

import type { Tracker } from '@/lib/api/types/channels';

/** Issue 6 / section 7: a channel counts as focused once it kept the focus this long. */
export const CHANNEL_FOCUS_DELAY_MS = 100;
/** The template of the channel list's items in event names (show_channel, focus_channel, click_channel). */
export const CHANNEL_TEMPLATE = 'channel';
/** The channel page has one set of channels: the list. */
const CHANNEL_SET_INDEX = 0;
/** Events wait this long to travel together. */
export const CHANNEL_EVENTS_FLUSH_MS = 1_000;
/** Section 7: viewing is tracked every 30 s while a channel plays. */
export const TNS_INTERVAL_MS = 30_000;
/** The platform's counter pixel (platform/docs/media.md), through the same-origin gateway. */
const PIXEL_PATH = '/api/v2/metrics/pixel.gif';

export interface ChannelEvent {
  name: string;
  params: Record<string, string | number | null>;
  ts: number;
}

export type ItemAction = 'show' | 'focus' | 'click';

export function channelItemEvent(
  action: ItemAction,
  channelId: number,
  index: number,
  setId: string,
  ts: number,
): ChannelEvent {
  return {
    name: `${action}_${CHANNEL_TEMPLATE}`,
    params: { item_id: channelId, source: `${CHANNEL_SET_INDEX}x${index}_${setId}` },
    ts,
  };
}

/** Player actions on the channel page reported by name (live-channels.md section 7 "Analytics"). */
export type ChannelPlayerAction = 'play' | 'back' | 'toggle_fullscreen';

export interface ChannelAnalytics {
  open(channelId: number): void;
  /** The viewer played, went back or toggled fullscreen in the channel's player. */
  action(name: ChannelPlayerAction, channelId: number): void;
  show(channelId: number, index: number, setId: string): void;
  /** The item got the focus; a focus event follows if it keeps it for CHANNEL_FOCUS_DELAY_MS. */
  focus(channelId: number, index: number, setId: string): void;
  blur(): void;
  click(channelId: number, index: number, setId: string): void;
  flush(): void;
}

export function createChannelAnalytics(
  send: (events: ChannelEvent[]) => Promise<unknown>,
  now: () => number = Date.now,
): ChannelAnalytics {
  let queue: ChannelEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let focusTimer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch).catch(() => undefined);
  };
  const push = (event: ChannelEvent) => {
    queue.push(event);
    flushTimer ??= setTimeout(flush, CHANNEL_EVENTS_FLUSH_MS);
  };
  const blur = () => {
    if (focusTimer) clearTimeout(focusTimer);
    focusTimer = null;
  };

  return {
    open: (channelId) => push({ name: 'open_channel', params: { channel_id: channelId }, ts: now() }),
    action: (name, channelId) => push({ name, params: { channel_id: channelId }, ts: now() }),
    show: (channelId, index, setId) => push(channelItemEvent('show', channelId, index, setId, now())),
    focus(channelId, index, setId) {
      blur();
      focusTimer = setTimeout(() => {
        focusTimer = null;
        push(channelItemEvent('focus', channelId, index, setId, now()));
      }, CHANNEL_FOCUS_DELAY_MS);
    },
    blur,
    click: (channelId, index, setId) => push(channelItemEvent('click', channelId, index, setId, now())),
    flush,
  };
}

/** The counter pixel address of a TNS tracker (section 3: CatID, VcID, VcVersion, Account, Tmsec); null for others. */
export function tnsPixelUrl(tracker: Tracker): string | null {
  if (tracker.trackerType !== 'tns') return null;
  const query = new URLSearchParams({ name: 'tns', ...tracker.params });
  return `${PIXEL_PATH}?${query.toString()}`;
}
