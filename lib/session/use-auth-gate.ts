'use client';

import { useCallback } from 'react';
import type { PendingSignIn } from './auth-resume';
import { useShellViewer } from './shell-viewer';

/**
 * Opens the auth modal and remembers what to do after sign-in. Closing the modal without signing in runs
 * `cancel` so a waiting gate can give up.
 */
export function openSignIn(pending: PendingSignIn = {}): void {
  // Loaded on the first call (the modal controller brings jotai): the gate is in the first load of pages with a buy
  // or favorite button, and the sign-in it opens comes a moment later. Calls keep their order (one import each).
  void Promise.all([import('./auth-resume'), import('../modals/modal-controller')]).then(([resume, modals]) => {
    resume.rememberSignIn(pending);
    modals.openModal('auth', {}, { onClose: resume.cancelPendingSignIn });
  });
}

/**
 * `requireSignIn(resume?)`: true when a member (non-guest) is signed in; otherwise opens the `auth` modal,
 * remembers `resume` and runs it after sign-in (core-session-account.md sections 2 and 6: guests are sent to
 * sign in before favorites, packets and the account).
 */
export function useRequireSignIn() {
  // Mounted with every player (each channel switch, each /watch): the viewer the shell knows answers, not a request
  // beside the stream's (traced beside it on switches and starts), and a page's first load carries no SWR for it.
  const { user, isLoading } = useShellViewer();
  const signedIn = Boolean(user && !user.isGuest);
  const known = !isLoading && user !== null;
  return useCallback(
    (resume?: () => void): boolean => {
      if (signedIn) return true;
      if (known) {
        openSignIn({ resume });
        return false;
      }
      // Start-up has not told yet who is here: ask the platform before offering a sign-in to a member.
      void import('./load-current-user')
        .then((module) => module.loadCurrentUser())
        .catch(() => null)
        .then((current) => (current && !current.isGuest ? resume?.() : openSignIn({ resume })));
      return false;
    },
    [signedIn, known],
  );
}
