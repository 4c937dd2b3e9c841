'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getCurrentSubscriptions } from '@/lib/api/billing';
import type { Packet } from '@/lib/api/types/billing';
import type { User } from '@/lib/api/types/identity';
import type { PlayerAnalyticsState, PlayerUserState } from '@/player/stats/playback-stats';
import { useCurrentUser } from './use-current-user';
import { playerSubscriptionsKey } from '@/lib/swr-keys/channels';

/**
 * The viewer as playback analytics name them (live-channels.md section 3 "Player analytics state"): no session
 * (not_login), a guest, a member without purchases (free), one holding only promo or trial subscriptions (promo), or
 * one with a paid subscription (full_payment). Until the subscriptions are known a member with purchases counts as
 * paying, as the purchase mark says; once they are known and none is held, free.
 */
export function playerUserState(user: User | null, subscriptions: Packet[] | null): PlayerUserState {
  if (!user) return 'not_login';
  if (user.isGuest) return 'guest';
  if (!user.provider.hasPurchases) return 'free';
  if (subscriptions === null) return 'full_payment';
  // Purchases once, none held now (all ended): nothing paid or promo to report.
  if (subscriptions.length === 0) return 'free';
  const paid = subscriptions.some((packet) => !packet.isPromo && packet.subscription?.isTrial !== true);
  return paid ? 'full_payment' : 'promo';
}

export function playerAnalyticsState(user: User | null, subscriptions: Packet[] | null): PlayerAnalyticsState {
  return {
    userState: playerUserState(user, subscriptions),
    profile: user?.profile?.id ?? null,
    providerId: user?.provider.id ?? null,
  };
}

/**
 * How long after the player mounts a member's subscriptions are asked: the first statistic goes after a second of
 * playback, and the first start's meta and stream requests go alone (traced: asked beside them, it slowed them).
 */
export const SUBSCRIPTIONS_AFTER_MOUNT_MS = 1000;

/** The state for the player's analytics; a member's subscriptions are asked once per session and profile. */
export function usePlayerAnalyticsState(): PlayerAnalyticsState {
  const locale = useLocale();
  // Each channel switch mounts a player: the viewer already known serves it, not a request beside its stream's.
  const { user } = useCurrentUser({ revalidateOnMount: false });
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), SUBSCRIPTIONS_AFTER_MOUNT_MS);
    return () => clearTimeout(timer);
  }, []);
  const member = settled && user && !user.isGuest && user.provider.hasPurchases;
  const { data } = useSWR(member ? playerSubscriptionsKey(user.id, user.profile?.id ?? null) : null, () =>
    getCurrentSubscriptions(getBrowserApi(locale)),
    // Not again on every player mount (each channel switch mounts one, beside its stream request).
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  return playerAnalyticsState(user, data ?? null);
}
