'use client';

import { PaymentReturn } from '@/components/billing/payment-return';
import { CatalogueAnalytics } from '@/components/catalogue/analytics/catalogue-analytics';
import { MiniPlayerHost } from '@/components/mini-player/mini-player-host';
import { ConnectivityStatus } from './connectivity-status';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { TvRemote } from './tv-remote';

/** The app-wide services that only run effects (the offline notice aside; TV mode's remote control among them); loaded after hydration in one chunk. */
export function BackgroundServices() {
  return (
    <>
      <PaymentReturn />
      <CatalogueAnalytics />
      <ConnectivityStatus />
      <ServiceWorkerRegistration />
      <TvRemote />
      <MiniPlayerHost />
    </>
  );
}
