'use client';

import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import {
  attachNotificationSlot,
  dismissNotification,
  requestNotification,
  visibleNotificationAtom,
  withdrawNotification,
} from '@/lib/modals/notifications';
import type { NotificationKind } from '@/lib/rules/notifications';

export interface NotificationSlotProps {
  kind: NotificationKind;
  /** Whether the prompt applies to this viewer now (e.g. register only for guests without purchases). */
  when?: boolean;
  /**
   * Whether the slot asks for its prompt as soon as it applies. False when a feature asks for it at its own moment
   * with `requestNotification` (e.g. the channel page asks for register 5000 ms after a channel opens).
   */
  request?: boolean;
  /** Asks this long after mounting instead of at once. */
  delayMs?: number;
  /** The prompt; call `dismiss` when the viewer closes or answers it. */
  children: (dismiss: () => void) => ReactNode;
}

/**
 * Shows a feature's prompt through the notification queue: one at a time, never over a modal, respecting the
 * reopen delays. Unmounting (e.g. navigating away) withdraws a prompt the slot asked for and that was not seen.
 */
export function NotificationSlot({ kind, when = true, request = true, delayMs, children }: NotificationSlotProps) {
  const visible = useAtomValue(visibleNotificationAtom);
  useEffect(() => (when ? attachNotificationSlot(kind) : undefined), [kind, when]);
  useEffect(() => {
    if (!when || !request) return;
    requestNotification(kind, { delayMs });
    return () => withdrawNotification(kind);
  }, [kind, when, request, delayMs]);
  if (!when || visible !== kind) return null;
  return <>{children(() => dismissNotification(kind))}</>;
}
