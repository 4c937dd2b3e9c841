'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useLazyErrorHandler } from '@/lib/alerts/use-lazy-error-handler';
import type { Packet } from '@/lib/api/types/billing';
import { useParentalGate } from '@/lib/parental/use-parental-gate';
import { useShellViewer } from '@/lib/session/shell-viewer';
import type { SubscriptionAction } from '@/lib/rules/subscription-actions';

/** One subscription action of a packet (lib/billing/run-subscription-action.ts), with this viewer's context. */
export function useSubscriptionAction() {
  const t = useTranslations('billing');
  // Its code loads with the first failure: the subscription buttons are in packet pages' first loads.
  const handleError = useLazyErrorHandler();
  const { ensureParental } = useParentalGate();
  // Read when an action runs, long after start-up: the shell's viewer will do, and keeps SWR out of first loads.
  const { user } = useShellViewer();
  const purchasesMode = user?.provider.hasPurchases ?? false;

  const perform = useCallback(
    async (action: SubscriptionAction, packet: Packet) => {
      const { runSubscriptionAction } = await import('@/lib/billing/run-subscription-action');
      await runSubscriptionAction(action, packet, { t, handleError, ensureParental, purchasesMode });
    },
    [ensureParental, handleError, purchasesMode, t],
  );

  return { perform };
}
