/** What the channel list shows for a viewer, a category and a search (live-channels.md sections 2 and 5). */

import { visibleChannels } from '@/lib/rules/channel-list';
import { filterByName } from '@/lib/rules/search-forms';

export interface FilterableChannel {
  id: number;
  name: string;
  age: number | null;
}

export interface ChannelFilter {
  /** Channel ids of the chosen category; null lists every channel. */
  categoryChannelIds: readonly number[] | null;
  isChildProfile: boolean;
  /** A search looks through every channel the viewer may see, whatever the category. */
  query: string;
}

export function filterChannels<T extends FilterableChannel>(channels: readonly T[], filter: ChannelFilter): T[] {
  const visible = visibleChannels(channels, filter.isChildProfile);
  if (filter.query.trim()) return filterByName(visible, filter.query, (channel) => channel.name);
  if (!filter.categoryChannelIds) return visible;
  const members = new Set(filter.categoryChannelIds);
  return visible.filter((channel) => members.has(channel.id));
}

/** Recent channels in recency order, only those still listed for this viewer. */
export function recentChannels<T extends FilterableChannel>(
  channels: readonly T[],
  recentIds: readonly number[],
  isChildProfile: boolean,
): T[] {
  const byId = new Map(visibleChannels(channels, isChildProfile).map((channel) => [channel.id, channel]));
  return recentIds.map((id) => byId.get(id)).filter((channel): channel is T => channel !== undefined);
}
