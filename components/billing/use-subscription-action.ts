'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import type { Packet } from '@/lib/api/types/billing';
import { useParentalGate } from '@/lib/parental/use-parental-gate';
import { useCurrentUser } from '@/lib/session/use-current-user';
import type { SubscriptionAction } from '@/lib/rules/subscription-actions';

/** One subscription action of a packet (lib/billing/run-subscription-action.ts), with this viewer's context. */
export function useSubscriptionAction() {
  const t = useTranslations('billing');
  const handleError = useErrorHandler();
  const { ensureParental } = useParentalGate();
  const { user } = useCurrentUser();
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
