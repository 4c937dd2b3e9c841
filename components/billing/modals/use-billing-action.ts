'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import { getBrowserApi } from '@/lib/api/browser';
import type { BillingText } from '@/lib/billing/purchase-context';

/**
 * A pay action that runs once at a time: the button is disabled while busy and a second click during the call is
 * dropped, so a double click never starts two payments. `onError` returns true when it handled the failure.
 */
export function useBillingAction() {
  const t = useTranslations('billing');
  const handleError = useErrorHandler();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const text: BillingText = useCallback((key, values) => t(key, values), [t]);
  const api = useMemo(() => getBrowserApi(), []);

  const run = useCallback(
    async (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action();
      } catch (error) {
        if (!onError?.(error)) handleError(error, { display: 'modal', title: t('error.title') });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [handleError, t],
  );

  return { api, busy, run, text, t };
}
