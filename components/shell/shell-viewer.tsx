'use client';

import { clientOnly } from '@/components/ui/client-only';
import { startTransition, useCallback, useState, type ReactNode } from 'react';
import { STARTING_UP, ShellViewerContext, type ShellViewer } from '@/lib/session/shell-viewer';

/**
 * The one subscription to the viewer (SWR and the start-up atom), loaded after hydration: the server's HTML and the
 * hydrating render show start-up still running, all they could say before start-up ends, and the SWR and jotai hooks
 * stay out of the first load of pages that read no viewer of their own.
 */
const ShellViewerSource = clientOnly(() => import('./shell-viewer-source').then((m) => m.ShellViewerSource));

/**
 * Gives the shell's parts (header, menu, user area, drop-downs, bottom nav, trial button) one viewer
 * (useShellViewer), so a change of viewer (start-up done, sign-in, profile switch) is one render of the shell. The
 * change comes as a transition: SWR delivers it as an urgent update, and in one unsliced task it re-rendered every
 * reader and mounted the search box, the drop-downs and the trial button with the whole message catalogue (about
 * 200 ms on a throttled phone, traced); as a transition React renders it in slices between other work.
 */
export function ShellViewerProvider({ children }: { children: ReactNode }) {
  const [viewer, setViewer] = useState(STARTING_UP);
  const onViewer = useCallback((next: ShellViewer) => {
    startTransition(() =>
      setViewer((current) => (current.user === next.user && current.isLoading === next.isLoading ? current : next)),
    );
  }, []);
  return (
    <ShellViewerContext.Provider value={viewer}>
      <ShellViewerSource onViewer={onViewer} />
      {children}
    </ShellViewerContext.Provider>
  );
}
