'use client';

import { PaymentReturn } from '@/components/billing/payment-return';
import { CatalogueAnalytics } from '@/components/catalogue/analytics/catalogue-analytics';
import { ConnectivityStatus } from './connectivity-status';
import { ServiceWorkerRegistration } from './service-worker-registration';

/** The app-wide services that only run effects (the offline notice aside); loaded after hydration in one chunk. */
export function BackgroundServices() {
  return (
    <>
      <PaymentReturn />
      <CatalogueAnalytics />
      <ConnectivityStatus />
      <ServiceWorkerRegistration />
    </>
  );
}
