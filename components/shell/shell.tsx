import type { ReactNode } from 'react';
import { AlertHost } from '@/components/alerts/alert-host';
import { MessagesDropdown } from '@/components/messages/messages-dropdown';
import { ModalHost } from '@/components/modals/modal-host';
import { AccountDropdown } from '@/components/profiles/account-dropdown';
import { BodyClass } from './body-class';
import { NavigationTracker } from './navigation-tracker';
import { BottomNav } from './bottom-nav';
import { ConnectivityStatus } from './connectivity-status';
import { Footer } from './footer';
import { EmbedGate } from './footer-gate';
import { Header } from './header';
import { ServiceWorkerRegistration } from './service-worker-registration';
import type { ShellData } from './shell-data';

/** The page chrome around every route: header, main, footer, bottom nav and the app-wide hosts. */
export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  return (
    <>
      <BodyClass />
      <NavigationTracker />
      <EmbedGate>
        <Header pages={data.pages} promoCodes={data.features.promoCodes} search={data.search} messages={<MessagesDropdown />} accountMenu={<AccountDropdown />} />
      </EmbedGate>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer {...data.footer} />
      <EmbedGate>
        <BottomNav />
      </EmbedGate>
      <ModalHost features={data.features} />
      <AlertHost />
      <ConnectivityStatus />
      <ServiceWorkerRegistration />
    </>
  );
}
