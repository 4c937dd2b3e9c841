'use client';

import { useCurrentUser } from '@/lib/session/use-current-user';

export interface ChannelViewer {
  /** The session is known (guest or member). */
  ready: boolean;
  userId: number | null;
  profileId: number | null;
  /** A real account, not a guest. */
  signedIn: boolean;
  isChildProfile: boolean;
}

/** Who is watching, in the terms the channel rules use (live-channels.md section 6). */
export function useChannelViewer(): ChannelViewer {
  const { user, isLoading } = useCurrentUser();
  return {
    ready: !isLoading,
    userId: user?.id ?? null,
    profileId: user?.profile?.id ?? null,
    signedIn: Boolean(user && !user.isGuest),
    isChildProfile: user?.profile?.role === 'child',
  };
}
