/**
 * The last opened channel and the recent channels, kept in local storage (live-channels.md sections 2, 4, 5) as
 * jotai atoms that follow other tabs. Storage can be refused (private modes, sandboxed frames): reads then give
 * nothing and writes are kept for this page only.
 */

import { getDefaultStore } from 'jotai';
import { browserStorage } from '@/lib/browser-storage';
import { pushRecentChannel } from '@/lib/rules/channel-list';
import { storedAtom } from '@/lib/ui-state/stored-atom';
import { LAST_CHANNEL_STORAGE_KEY, RECENT_CHANNELS_STORAGE_KEY } from './constants';
import { markRecentChannels } from './recent-hint';

function parseLastChannelId(raw: string | null): number | null {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function parseRecentChannelIds(raw: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

function readRecentChannelIds(): number[] {
  try {
    return parseRecentChannelIds(browserStorage()?.getItem(RECENT_CHANNELS_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** The last opened channel; null on the server, before anything was opened, or when the storage is refused. */
export const lastChannelIdAtom = storedAtom(LAST_CHANNEL_STORAGE_KEY, parseLastChannelId);
/** The recent channels, newest first (10 at most, no adult channel). */
export const recentChannelIdsAtom = storedAtom(RECENT_CHANNELS_STORAGE_KEY, parseRecentChannelIds);

/** Opening a channel records it as the last one; non-adult channels also join the recent list (10 at most). */
export function rememberOpenedChannel(channel: { id: number; isAdult: boolean }): void {
  // From the storage, not the atom: another tab may have opened channels since this page last read it.
  const recent = pushRecentChannel(readRecentChannelIds(), channel.id, channel.isAdult);
  const store = getDefaultStore();
  store.set(lastChannelIdAtom, channel.id);
  store.set(recentChannelIdsAtom, recent);
  markRecentChannels(recent.length);
}
