'use client';

import { useCallback, useRef, useState } from 'react';
import { type ErrorDisplayOptions, useErrorHandler } from '@/lib/alerts/use-error-handler';

/** Returns true when it handled the failure itself, so the generic error handler stays silent. */
export type WriteErrorHandler = (error: unknown) => boolean;

/**
 * A write (a form submit, a toggle, a payment) that runs once at a time: `busy` is true while it runs, a second run
 * started meanwhile is dropped, so a double click never writes twice, and a failure goes to the generic error
 * handler (shown as `display` says) unless the caller's `onError` handles it. `run` resolves to true when the
 * action completed, false when it failed or was dropped.
 */
export function useWrite({ display, title }: ErrorDisplayOptions = {}) {
  const handleError = useErrorHandler();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, onError?: WriteErrorHandler): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        await action();
        return true;
      } catch (error) {
        if (!onError?.(error)) handleError(error, { display, title });
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [handleError, display, title],
  );

  return { busy, run };
}
