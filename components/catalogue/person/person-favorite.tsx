'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { LazyFavoriteButton } from '../content/lazy-favorite-button';
import { personFavoriteKey } from '@/lib/swr-keys/catalogue';

/** Favorite toggle of a person page; the favorite state is personal, so it loads in the browser with its code. */
export function PersonFavorite({ personId }: { personId: number }) {
  const locale = useLocale();
  const { user } = useCurrentUser();
  const signedIn = Boolean(user && !user.isGuest);
  const { data, mutate } = useSWR(signedIn ? personFavoriteKey(personId, user?.id, user?.profile?.id ?? null) : null, () =>
    Promise.all([import('@/lib/api/browser'), import('@/lib/api/favorites')]).then(([{ getBrowserApi }, favorites]) =>
      favorites.getPersonFavorite(getBrowserApi(locale), personId),
    ),
  );
  return <LazyFavoriteButton target={{ personId }} favoriteId={data?.id ?? null} onChange={() => void mutate()} />;
}
