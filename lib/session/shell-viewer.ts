'use client';

import { createContext, useContext } from 'react';
import type { User } from '../api/types/identity';

/** The viewer as the site shell shows it: null while start-up runs (isLoading), before a session or after logout. */
export interface ShellViewer {
  user: User | null;
  isLoading: boolean;
}

export const STARTING_UP: ShellViewer = { user: null, isLoading: true };

/**
 * The shell's one subscription to the viewer (components/shell/shell-viewer.tsx provides it): the header, its menu,
 * buttons and drop-downs, the bottom nav, the trial button, the session's language and push syncs, the partner
 * variant and the sign-in gate read it here instead of each subscribing to the viewer, so a change of viewer is one
 * render of the shell. Readers that refresh the viewer or must see it the moment it changes keep useCurrentUser.
 */
export const ShellViewerContext = createContext<ShellViewer>(STARTING_UP);

/** The viewer of the shell's one subscription; start-up still running outside of it. */
export function useShellViewer(): ShellViewer {
  return useContext(ShellViewerContext);
}
