'use client';

import { useLocalizedRouter } from '../i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useLazyErrorHandler } from '@/lib/alerts/use-lazy-error-handler';
import { GEO_LOCK_PATH } from '../request-gate/rules';
import { useParentalGate } from '../parental/use-parental-gate';
import { useRequireSignIn } from '../session/use-auth-gate';
import { isEmbedPath } from '@/lib/request-gate/rules';
import { unprefixedPath } from '../i18n/locale-paths';
import type { PurchaseTarget } from './purchase-context';

export type { PurchaseTarget } from './purchase-context';

/**
 * `startPurchase({packetId?, contentId?, channelId?})` runs the purchase flow (catalogue-vod-billing.md section 4):
 * sign-in (resumed afterwards), agreement, parental check, base packet, period, then the pay step. Channel and
 * content pages pass `onPurchased` to play once the packet is bought.
 */
export function usePurchase() {
  const t = useTranslations('billing');
  const requireSignIn = useRequireSignIn();
  const { ensureParental } = useParentalGate();
  // Failures are reported with code that loads on the first one: the buy buttons are in packet pages' first loads.
  const handleError = useLazyErrorHandler();
  const router = useLocalizedRouter();

  // Forbidden-country viewers get the geo-lock page instead of a purchase (catalogue-vod-billing.md section 6).
  const report = useCallback(
    (error: unknown) =>
      void import('../api/errors').then(({ isForbiddenCountry }) => {
        if (isForbiddenCountry(error)) router.push(GEO_LOCK_PATH);
        else handleError(error, { display: 'modal' });
      }),
    [handleError, router],
  );

  const startPurchase = useCallback(
    // The flow, its pay modals and the API client load on the first click, so pages with a pay button do not ship
    // them up front.
    (target: PurchaseTarget): Promise<void> =>
      Promise.all([import('./purchase-flow'), import('../api/browser')])
        .then(([{ runPurchase }, { getBrowserApi }]) =>
          runPurchase(
            {
              api: getBrowserApi(),
              requireSignIn,
              ensureParental: (action) => ensureParental(action),
              text: (key, values) => t(key, values),
              embed: typeof window !== 'undefined' && isEmbedPath(unprefixedPath(window.location.pathname)),
              navigate: (href) => router.push(href),
              onError: report,
            },
            target,
          ),
        )
        .catch(report),
    [ensureParental, report, requireSignIn, router, t],
  );

  return { startPurchase };
}
