/**
 * The last opened channel and the recent channels, kept in local storage (live-channels.md sections 2, 4, 5).
 * Storage can be refused (private modes, sandboxed frames): reads then give nothing and writes are skipped.
 */

import { browserStorage } from '@/lib/browser-storage';
import { pushRecentChannel } from '@/lib/rules/channel-list';
import { LAST_CHANNEL_STORAGE_KEY, RECENT_CHANNELS_STORAGE_KEY } from './constants';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readLastChannelId(storage: StorageLike | null = browserStorage()): number | null {
  const value = Number(storage?.getItem(LAST_CHANNEL_STORAGE_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function readRecentChannelIds(storage: StorageLike | null = browserStorage()): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_CHANNELS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export interface ChannelMemory {
  lastChannelId: number | null;
  recentIds: number[];
}

const EMPTY_MEMORY: ChannelMemory = { lastChannelId: null, recentIds: [] };
const listeners = new Set<() => void>();
let snapshot: ChannelMemory | null = null;

/** For useSyncExternalStore: the page re-reads the memory when a channel is opened. */
export function subscribeChannelMemory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stable snapshot (same object until something is remembered), as useSyncExternalStore needs. */
export function channelMemorySnapshot(): ChannelMemory {
  snapshot ??= { lastChannelId: readLastChannelId(), recentIds: readRecentChannelIds() };
  return snapshot;
}

/** Nothing is remembered on the server. */
export function serverChannelMemory(): ChannelMemory {
  return EMPTY_MEMORY;
}

/** Opening a channel records it as the last one; non-adult channels also join the recent list (10 at most). */
export function rememberOpenedChannel(
  channel: { id: number; isAdult: boolean },
  storage: StorageLike | null = browserStorage(),
): number[] {
  const recent = pushRecentChannel(readRecentChannelIds(storage), channel.id, channel.isAdult);
  try {
    storage?.setItem(LAST_CHANNEL_STORAGE_KEY, String(channel.id));
    storage?.setItem(RECENT_CHANNELS_STORAGE_KEY, JSON.stringify(recent));
  } catch {
    // A full or refused storage only loses the memory of the channel, never the playback.
  }
  snapshot = { lastChannelId: channel.id, recentIds: recent };
  listeners.forEach((listener) => listener());
  return recent;
}
