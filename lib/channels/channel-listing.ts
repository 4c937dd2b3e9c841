/**
 * live-channels.md section 6: "Some providers have special handling by numeric id (listing exclusions, sorting)".
 * The spec names neither the ids nor the order, and one deployment serves one provider, so the deployment says them:
 * - CHANNEL_LIST_EXCLUDED_IDS: channels this provider does not list (comma-separated ids). They are left out of the
 *   channel lists, server-rendered and the viewer's own alike, so their pages answer not-found and the sitemap
 *   leaves them out.
 * - CHANNEL_LIST_PINNED_IDS: channels listed first, in this order (comma-separated ids); the others keep the
 *   platform's order after them, in every category and search.
 * Unset (the default), the lists are the platform's, unchanged.
 */
export interface ChannelListing {
  excludedIds: readonly number[];
  pinnedIds: readonly number[];
}

export const EXCLUDED_IDS_SETTING = 'CHANNEL_LIST_EXCLUDED_IDS';
export const PINNED_IDS_SETTING = 'CHANNEL_LIST_PINNED_IDS';

/** The platform's lists as they are. */
export const PLATFORM_LISTING: ChannelListing = { excludedIds: [], pinnedIds: [] };

/** Comma-separated channel ids; a mistyped setting stops the server at start rather than list the wrong channels. */
function channelIds(setting: string, value: string | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (text === '') continue;
    if (!/^[1-9]\d{0,9}$/.test(text))
      throw new Error(`${setting}: "${text}" is not a channel id (expected positive integers separated by commas)`);
    if (!ids.includes(Number(text))) ids.push(Number(text));
  }
  return ids;
}

export function channelListingFromEnv(env: Record<string, string | undefined> = process.env): ChannelListing {
  const excludedIds = channelIds(EXCLUDED_IDS_SETTING, env[EXCLUDED_IDS_SETTING]);
  const pinnedIds = channelIds(PINNED_IDS_SETTING, env[PINNED_IDS_SETTING]);
  if (excludedIds.length === 0 && pinnedIds.length === 0) return PLATFORM_LISTING;
  return { excludedIds, pinnedIds: pinnedIds.filter((id) => !excludedIds.includes(id)) };
}

/** The list as this provider shows it: excluded channels out, pinned ones first in their order, the rest as given. */
export function applyChannelListing<T extends { id: number }>(channels: readonly T[], listing: ChannelListing): T[] {
  if (listing.excludedIds.length === 0 && listing.pinnedIds.length === 0) return channels.slice();
  const excluded = new Set(listing.excludedIds);
  const kept = channels.filter((channel) => !excluded.has(channel.id));
  if (listing.pinnedIds.length === 0) return kept;
  const rank = new Map(listing.pinnedIds.map((id, index) => [id, index]));
  const pinned = kept.filter((channel) => rank.has(channel.id));
  pinned.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...pinned, ...kept.filter((channel) => !rank.has(channel.id))];
}
