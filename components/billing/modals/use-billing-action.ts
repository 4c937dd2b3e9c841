'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import type { BillingText } from '@/lib/billing/purchase-context';
import { useWrite } from '@/lib/ui-state/use-write';

/**
 * A pay action on the shared write helper: the button is disabled while busy and a second click during the call is
 * dropped, so a double click never starts two payments; a failure shows in the error modal unless `onError` (passed
 * to `run`) returns true.
 */
export function useBillingAction() {
  const t = useTranslations('billing');
  const { busy, run } = useWrite({ display: 'modal', title: t('error.title') });
  const text: BillingText = useCallback((key, values) => t(key, values), [t]);
  const api = useMemo(() => getBrowserApi(), []);
  return { api, busy, run, text, t };
}
