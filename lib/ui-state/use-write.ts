'use client';

import { useCallback, useRef, useState } from 'react';
import { type ErrorDisplayOptions, useErrorHandler } from '@/lib/alerts/use-error-handler';

/** Returns true when it handled the failure itself, so the generic error handler stays silent. */
export type WriteErrorHandler = (error: unknown) => boolean;

export interface WriteOptions extends ErrorDisplayOptions {
  /**
   * A form that shows its failures in place: the text for a failure, which `error` then holds (instead of the
   * generic handler's alert) until the next run starts. `setError` lets the form show its own checks there too.
   */
  inlineError?: (failure: unknown) => string;
}

/**
 * A write (a form submit, a toggle, a payment) that runs once at a time: `busy` is true while it runs, a second run
 * started meanwhile is dropped, so a double click never writes twice, and a failure goes to the caller's `onError`,
 * else to `inlineError`, else to the generic error handler (shown as `display` says). `run` resolves to true when
 * the action completed, false when it failed or was dropped.
 */
export function useWrite({ display, title, inlineError }: WriteOptions = {}) {
  const handleError = useErrorHandler();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<unknown>, onError?: WriteErrorHandler): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        if (onError?.(failure)) return false;
        if (inlineError) setError(inlineError(failure));
        else handleError(failure, { display, title });
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [handleError, display, title, inlineError],
  );

  return { busy, run, error, setError };
}
