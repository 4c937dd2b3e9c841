'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { apiErrorText } from './report-error';

export type ApiErrorText = (error: unknown, fallback: string) => string;

/** apiErrorText (lib/alerts/report-error.ts) in the viewer's language. */
export function useApiErrorText(): ApiErrorText {
  const t = useTranslations('security');
  return useCallback((error: unknown, fallback: string) => apiErrorText(t, error, fallback), [t]);
}
