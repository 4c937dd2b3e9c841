'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { takePendingSignIn } from '@/lib/session/auth-resume';
import { finishBrowserSignIn } from '@/lib/session/browser-sign-in';

/** Completes a sign-in, then closes the modal and resumes what was remembered (a target or an action). */
export function useSignedIn(close: () => void) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registered: boolean) => {
      await finishBrowserSignIn(registered);
      // Everything personal changed owner: revalidate every SWR key.
      await mutate(() => true);
      const pending = takePendingSignIn();
      close();
      pending?.resume?.();
      if (pending?.target) router.push(pending.target);
      else router.refresh();
    },
    [close, mutate, router],
  );
}
