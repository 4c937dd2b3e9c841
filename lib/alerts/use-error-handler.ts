'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { NetworkError } from '@/lib/api/errors';
import { reportNetworkFailure } from '@/lib/connectivity/connectivity';
import { openMessage } from '@/lib/modals/message';
import { showAlert } from './alert-store';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';

export interface ErrorDisplayOptions {
  /** 'alert' (default) shows a toast; 'modal' shows the message modal with an error icon. */
  display?: 'alert' | 'modal';
  /** Title of the modal; defaults to "Error". */
  title?: string;
}

/**
 * The generic error handler of core-session-account.md section 8: detail entries joined, else error.message, else
 * the error text with the status; shown in an alert or a failure modal. Returns the text it showed.
 */
export function useErrorHandler() {
  const t = useTranslations('alerts');
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown, { display = 'alert', title }: ErrorDisplayOptions = {}): string => {
      // No HTTP answer at all: let the online monitor check the connection instead of waiting for its next ping.
      if (error instanceof NetworkError) reportNetworkFailure();
      const text = errorText(error, t('genericError'));
      if (display === 'modal') openMessage({ title: title ?? t('errorTitle'), text, icon: 'error' });
      else showAlert(text);
      return text;
    },
    [t, errorText],
  );
}
