'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { onlineAtom } from '@/lib/connectivity/connectivity';
import { ONLINE_PING_FIRST_DELAY_MS, ONLINE_PING_MAX_DELAY_MS } from '@/lib/connectivity/constants';

/** The wait before the next attempt after `failures` failed ones in a row: 2 s, doubling up to 60 s like the online ping. */
export function streamRetryDelayMs(failures: number): number {
  return Math.min(ONLINE_PING_FIRST_DELAY_MS * 2 ** Math.max(0, failures), ONLINE_PING_MAX_DELAY_MS);
}

export interface StreamRecoveryOptions {
  /** The stream request failed, or the player stopped after errors: try again by itself. */
  failing: boolean;
  /** Failed attempts in a row, for the back-off. */
  failures: number;
  /** Requests the stream again and reloads the player with it. */
  retry: () => void;
}

/**
 * Recovery of a playing stream (live-channels.md section 4 "Going from offline to online reloads the channel"): the
 * stream is asked for again as soon as the connection comes back, whatever state it was in, and, while it is
 * failing and the connection is up, again after a back-off. Offline there is nothing to try: the return of the
 * connection is the signal.
 */
export function useStreamRecovery({ failing, failures, retry }: StreamRecoveryOptions): void {
  const online = useAtomValue(onlineAtom);
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) latestRetry.current();
    wasOnline.current = online;
  }, [online]);

  useEffect(() => {
    if (!failing || !online) return;
    const timer = setTimeout(() => latestRetry.current(), streamRetryDelayMs(failures));
    return () => clearTimeout(timer);
  }, [failing, failures, online]);
}
