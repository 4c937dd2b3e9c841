'use client';

import { useAtomValue } from 'jotai';
import { useLocale } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import useSWR, { type ScopedMutator } from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { forgetChannelLists, getChannelCategories, getUserChannelList } from '@/lib/api/channels';
import type { Channel, ChannelCategory } from '@/lib/api/types/channels';
import { onlineAtom } from '@/lib/connectivity/connectivity';
import { CHANNELS_REFRESH_MS } from '@/lib/rules/channel-preview';
import { applyChannelListing, type ChannelListing } from './channel-listing';
import { overlayPersonalChannels } from './personal-overlay';
import type { ChannelViewer } from './use-viewer';
import { channelCategoriesKey, channelListKey, isChannelListKey } from '@/lib/swr-keys/channels';

export interface ChannelData {
  channels: Channel[];
  categories: ChannelCategory[];
  /**
   * Purchase marks are the viewer's: their own list arrived, or there is no session at all and the public list
   * (free channels only) is already the truth.
   */
  personal: boolean;
  reload: () => void;
}

/**
 * Asks the viewer's channel list and categories again, past the response cache: a favorite added or removed shows in
 * the Favorites category (id 1000) at once, a purchase unlocks its channels.
 */
export function refreshChannelLists(locale: string, mutate: ScopedMutator): Promise<unknown> {
  forgetChannelLists(getBrowserApi(locale));
  return mutate(isChannelListKey);
}

/**
 * The viewer's channels and categories: the server-rendered public lists first, then the personal lists
 * (purchase marks, favorites, child-profile limits), refreshed every 300000 ms and again when the
 * connection comes back (live-channels.md section 4). The personal list is shown as the provider lists channels
 * (`listing`, applied on the server to the initial list already).
 */
export function useChannelData(
  viewer: ChannelViewer,
  initial: { channels: Channel[]; categories: ChannelCategory[] },
  listing: ChannelListing,
): ChannelData {
  const locale = useLocale();
  const online = useAtomValue(onlineAtom);
  const scope = viewer.ready && viewer.userId !== null ? `${viewer.userId}:${viewer.profileId ?? ''}:${locale}` : null;
  const options = { refreshInterval: CHANNELS_REFRESH_MS, revalidateOnFocus: false, keepPreviousData: true };
  const list = useSWR(scope && channelListKey(scope), () => getUserChannelList(getBrowserApi(locale)), options);
  const categories = useSWR(
    scope && channelCategoriesKey(scope),
    () => getChannelCategories(getBrowserApi(locale)),
    options,
  );

  const wasOnline = useRef(online);
  const { mutate: reloadList } = list;
  const { mutate: reloadCategories } = categories;
  useEffect(() => {
    if (online && !wasOnline.current) {
      getBrowserApi(locale).clearCache();
      void reloadList();
      void reloadCategories();
    }
    wasOnline.current = online;
  }, [online, locale, reloadList, reloadCategories]);

  const catalogue = initial.channels;
  const personalChannels = useMemo(
    () => list.data && applyChannelListing(overlayPersonalChannels(list.data, catalogue), listing),
    [list.data, catalogue, listing],
  );

  return {
    channels: personalChannels ?? initial.channels,
    categories: categories.data ?? initial.categories,
    personal: list.data !== undefined || (viewer.ready && viewer.userId === null),
    reload: () => {
      forgetChannelLists(getBrowserApi(locale));
      void reloadList();
      void reloadCategories();
    },
  };
}
