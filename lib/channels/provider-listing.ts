import 'server-only';
import { channelListingFromEnv } from './channel-listing';

/** This provider's listing settings (CHANNEL_LIST_EXCLUDED_IDS, CHANNEL_LIST_PINNED_IDS), read once per server. */
export const providerChannelListing = channelListingFromEnv();
