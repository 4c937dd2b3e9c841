'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { loadCatalogueApi } from '@/lib/catalogue/browser-catalogue-api';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { contentMetaKey } from '@/lib/swr-keys/catalogue';

/**
 * The viewer's meta of a content (history, purchase, favorite, buttons): personal, so loaded in the browser.
 * Without any session there is no meta: `loading` ends and the card falls back to a plain watch link.
 */
export function useContentMeta(contentId: number) {
  const locale = useLocale();
  const { user, isLoading: userLoading } = useCurrentUser();
  const key = user ? contentMetaKey(contentId, user.id, user.profile?.id ?? null) : null;
  const { data, error, isLoading, mutate } = useSWR(
    key,
    () => loadCatalogueApi(locale).then(({ catalogue, api }) => catalogue.getContentMeta(api, contentId)),
    {
      revalidateOnFocus: false,
    },
  );
  return { meta: data ?? null, error, loading: userLoading || (Boolean(user) && isLoading), user, refresh: mutate };
}
