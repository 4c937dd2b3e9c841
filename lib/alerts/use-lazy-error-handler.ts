'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ErrorDisplayOptions } from './report-error';

/**
 * useErrorHandler for buttons in a page's first load (the packet buy and subscription buttons): the error handling's
 * code (lib/alerts/report-error.ts: the API errors, the alert and modal stores, jotai) comes with the first failure,
 * not with the page (issue 32). It shows what useErrorHandler shows, a moment later, and returns nothing.
 */
export function useLazyErrorHandler() {
  const alerts = useTranslations('alerts');
  const security = useTranslations('security');
  return useCallback(
    (error: unknown, options?: ErrorDisplayOptions): void =>
      void import('./report-error').then((module) => module.reportError({ alerts, security }, error, options)),
    [alerts, security],
  );
}
