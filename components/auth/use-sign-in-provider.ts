'use client';

import { useAtomValue } from 'jotai';
import type { Provider } from '@/lib/api/types/platform';
import { appStartupAtom } from '@/lib/session/app-ready';
import { useCurrentUser } from '@/lib/session/use-current-user';

/**
 * The provider whose phone mask and code length the sign-in form applies: the viewer's own, else the provider of the
 * network data read at start-up (core-session-account.md section 4 step 1), which a visitor with no session (a
 * provider without guests, a forbidden country) also has, so its numbers are not held to the 11-digit default.
 */
export function useSignInProvider(): Pick<Provider, 'phoneMask' | 'otpLength'> | null {
  const { user } = useCurrentUser();
  const network = useAtomValue(appStartupAtom)?.network;
  return user?.provider ?? network?.provider ?? null;
}
