'use client';

import { useDeferredValue } from 'react';
import { useCurrentUser } from '@/lib/session/use-current-user';

/**
 * The viewer as the shell's parts (header buttons, menu, bottom nav, trial button) show it: the change from "start-up
 * still running" to the viewer comes in a deferred render. SWR delivers it as an urgent update (an external store),
 * and in one unsliced task it re-rendered every reader and mounted the search box, the dropdowns and the trial
 * button with the whole message catalogue (about 200 ms on a throttled phone, traced); deferred, React renders it
 * in slices between other work.
 */
export function useShellViewer() {
  const { user, isLoading } = useCurrentUser();
  return { user: useDeferredValue(user), isLoading: useDeferredValue(isLoading) };
}
