'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getPersonFavorite } from '@/lib/api/favorites';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { FavoriteButton } from '../content/favorite-button';

/** Favorite toggle of a person page; the favorite state is personal, so it loads in the browser. */
export function PersonFavorite({ personId }: { personId: number }) {
  const locale = useLocale();
  const { user } = useCurrentUser();
  const signedIn = Boolean(user && !user.isGuest);
  const { data, mutate } = useSWR(signedIn ? ['person-favorite', personId, user?.id, user?.profile?.id ?? null] : null, () =>
    getPersonFavorite(getBrowserApi(locale), personId),
  );
  return <FavoriteButton target={{ personId }} favoriteId={data?.id ?? null} onChange={() => void mutate()} />;
}
