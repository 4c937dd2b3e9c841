'use client';

import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { dismissNotification, requestNotification, visibleNotificationAtom, withdrawNotification } from '@/lib/modals/notifications';
import type { NotificationKind } from '@/lib/rules/notifications';

export interface NotificationSlotProps {
  kind: NotificationKind;
  /** Whether the prompt applies to this viewer now (e.g. register only for guests without purchases). */
  when?: boolean;
  /** The prompt; call `dismiss` when the viewer closes or answers it. */
  children: (dismiss: () => void) => ReactNode;
}

/**
 * Shows a feature's prompt through the notification queue: one at a time, never over a modal, respecting the
 * reopen delays. Unmounting (e.g. navigating away) withdraws a prompt that was not seen.
 */
export function NotificationSlot({ kind, when = true, children }: NotificationSlotProps) {
  const visible = useAtomValue(visibleNotificationAtom);
  useEffect(() => {
    if (!when) return;
    requestNotification(kind);
    return () => withdrawNotification(kind);
  }, [kind, when]);
  if (!when || visible !== kind) return null;
  return <>{children(() => dismissNotification(kind))}</>;
}
