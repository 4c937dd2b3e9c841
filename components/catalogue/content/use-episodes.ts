'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { Season } from '@/lib/api/types/catalogue';
import { loadCatalogueApi } from '@/lib/catalogue/browser-catalogue-api';
import { EPISODE_REFRESH_THROTTLE_MS } from '@/lib/rules/content-rules';
import { debugLog } from '@/lib/debug-log';
import { episodesKey } from '@/lib/swr-keys/catalogue';

/**
 * The seasons of a content card, as the server rendered them, refreshed when the viewer comes back to the page
 * (a new episode out, an announcement released) at most once in 10 s (catalogue-vod-billing.md section 9). The
 * server's list is fresh on arrival, so nothing is fetched on mount; a failed refresh keeps the list shown.
 */
export function useEpisodes(contentId: number, initial: Season[]): Season[] {
  const locale = useLocale();
  const { data } = useSWR(
    episodesKey(contentId, locale),
    () => loadCatalogueApi(locale).then(({ catalogue, api }) => catalogue.getEpisodes(api, contentId)),
    {
      fallbackData: initial,
      revalidateOnMount: false,
      revalidateOnFocus: true,
      revalidateOnReconnect: false,
      focusThrottleInterval: EPISODE_REFRESH_THROTTLE_MS,
      dedupingInterval: EPISODE_REFRESH_THROTTLE_MS,
      shouldRetryOnError: false,
      onError: (error: unknown) => debugLog.warn('[catalogue] episode refresh failed', error),
    },
  );
  return data.length > 0 ? data : initial;
}
