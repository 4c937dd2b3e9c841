'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { reportError, type ErrorDisplayOptions } from './report-error';

export type { ErrorDisplayOptions } from './report-error';

/** reportError (lib/alerts/report-error.ts) in the viewer's language: shows the failure, returns the text it showed. */
export function useErrorHandler() {
  const alerts = useTranslations('alerts');
  const security = useTranslations('security');
  return useCallback(
    (error: unknown, options?: ErrorDisplayOptions): string => reportError({ alerts, security }, error, options),
    [alerts, security],
  );
}

