'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { ensureBrowserSession } from '@/lib/session/session-bootstrap';
import { CURRENT_USER_KEY } from '@/lib/session/use-current-user';

/**
 * Gives every visitor a session on first load (a guest when nobody signed in), then refreshes whoever
 * reads the current user. Renders nothing.
 */
export function SessionBootstrap() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    ensureBrowserSession()
      .then(() => mutate(CURRENT_USER_KEY))
      .catch((error: unknown) => console.error('session start-up failed', error));
  }, [mutate]);
  return null;
}
