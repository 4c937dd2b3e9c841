'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { takePendingSignIn } from '@/lib/session/auth-resume';
import { finishBrowserSignIn } from '@/lib/session/browser-sign-in';
import { deviceDisplayName } from '@/lib/session/device-labels';
import { openMessage } from '@/lib/modals';

/** Completes a sign-in, then closes the modal and resumes what was remembered (a target or an action). */
export function useSignedIn(close: () => void) {
  const router = useLocalizedRouter();
  const { mutate } = useSWRConfig();
  const t = useTranslations('auth');
  return useCallback(
    async (registered: boolean) => {
      const { removedDevice } = await finishBrowserSignIn(registered);
      // Everything personal changed owner: revalidate every SWR key.
      await mutate(() => true);
      const pending = takePendingSignIn();
      close();
      // A device the viewer may be watching on was signed out: they learn which, not by its sudden sign-out.
      if (removedDevice)
        openMessage({ title: t('deviceRemovedTitle'), text: t('deviceRemoved', { device: deviceDisplayName(removedDevice) }) });
      pending?.resume?.();
      if (pending?.target) router.push(pending.target);
      else router.refresh();
    },
    [close, mutate, router, t],
  );
}
