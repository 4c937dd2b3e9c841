import { browserStorage } from '../browser-storage';
import type { ApiClient, QueryValue } from './client';
import { NetworkError } from './errors';

/**
 * Beacons are the best a leaving page can do, yet Chromium still lost about 3 in 10 here (sendBeacon answered true
 * and the request never reached the network). The calls sent as beacons set a value (a stat's duration, a title's
 * position), so sending one twice does no harm: each is also kept in this tab's storage and sent again, as a plain
 * call, by the next page of the app once it has started.
 */
const OUTBOX_KEY = 'tv_leave_outbox';
/** Older saves are dropped rather than sent late, when a newer one from another device may have replaced them. */
export const LEAVE_OUTBOX_MAX_AGE_MS = 600_000;

export interface LeaveCall {
  method: 'PATCH' | 'POST';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  at: number;
}

function read(storage: Storage): Record<string, LeaveCall> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, LeaveCall>) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, calls: Record<string, LeaveCall>): void {
  try {
    if (Object.keys(calls).length) storage.setItem(OUTBOX_KEY, JSON.stringify(calls));
    else storage.removeItem(OUTBOX_KEY);
  } catch {
    // Without storage only the beacon is sent.
  }
}

/** Keeps the call, replacing an older one to the same address (only the last position or duration matters). */
export function keepLeaveCall(call: LeaveCall, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  write(storage, { ...read(storage), [`${call.method} ${call.path}`]: call });
}

/** Sends the kept calls again; each one is forgotten once the platform has answered it, whatever the answer. */
export async function resendLeaveCalls(api: ApiClient, now = Date.now(), storage: Storage | null = browserStorage()): Promise<void> {
  if (!storage) return;
  const calls = read(storage);
  write(storage, {});
  const retry: Record<string, LeaveCall> = {};
  await Promise.all(
    Object.entries(calls).map(async ([key, call]) => {
      if (now - call.at > LEAVE_OUTBOX_MAX_AGE_MS) return;
      const send = call.method === 'PATCH' ? api.patch : api.post;
      try {
        await send(call.path, call.body, { query: call.query, ignoreAuthErrors: true });
      } catch (error) {
        // The platform refusing it (an ended session, a removed stat) is final; a network failure is tried again.
        if (error instanceof NetworkError) retry[key] = call;
      }
    }),
  );
  if (Object.keys(retry).length) write(storage, { ...read(storage), ...retry });
}
