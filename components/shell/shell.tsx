import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ProviderCurrencyProvider } from '@/components/ui/provider-currency';
import { HiddenContentsProvider } from '@/components/catalogue/hidden-contents';
import { EarlyClickKeeper } from '@/components/catalogue/analytics/early-click-keeper';
import { AfterIdle } from './after-idle';
import { BodyClass } from './body-class';
import { NavigationTracker } from './navigation-tracker';
import { BottomNav } from './bottom-nav';
import {
  DeferredAccountDropdown,
  DeferredAlertHost,
  DeferredMessagesDropdown,
  DeferredModalHost,
  DeferredServices,
  DeferredTrialButton,
} from './deferred';
import { Footer } from './footer';
import { EmbedGate } from './footer-gate';
import { Header } from './header';
import { ShellViewerProvider } from './shell-viewer';
import { IntentLinkNavigator } from './intent-link-navigator';
import type { ShellData } from './shell-data';
import { NOT_STORED_ATTRIBUTE } from '@/lib/cache/store-policy.mjs';

/** The page chrome around every route: header, main, footer, bottom nav and the app-wide hosts, over one viewer. */
export function Shell({ data, session, children }: { data: ShellData; session?: ReactNode; children: ReactNode }) {
  const t = useTranslations('shell');
  const guestOffer = data.guestTrialDays
    ? { days: data.guestTrialDays, label: t('trialGuest', { days: data.guestTrialDays }) }
    : null;
  return (
    <ProviderCurrencyProvider currency={data.currency}>
      <HiddenContentsProvider ids={data.hiddenContentIds}>
        <ShellViewerProvider>
          {/* The session's start-up and prompts, first as before the shell, and readers of its viewer (partner variant). */}
          {session}
          <BodyClass />
          <EarlyClickKeeper />
          <NavigationTracker />
          <IntentLinkNavigator />
          <EmbedGate>
            <Header
              pages={data.pages}
              partnerMenuLinks={data.partnerMenuLinks}
              promoCodes={data.features.promoCodes}
              search={data.search}
              guestTrialDays={data.guestTrialDays}
              actions={<DeferredTrialButton guestOffer={guestOffer} />}
              messages={<DeferredMessagesDropdown />}
              accountMenu={<DeferredAccountDropdown />}
            />
          </EmbedGate>
          <main id="main" tabIndex={-1} {...(data.partial ? { [NOT_STORED_ATTRIBUTE]: 'partial' } : {})}>
            {children}
          </main>
          <Footer {...data.footer} />
          <EmbedGate>
            <BottomNav />
          </EmbedGate>
          {/* Each waits for an idle moment after hydration (or the first input), then loads: see AfterIdle. */}
          <AfterIdle>
            <DeferredModalHost features={data.features} />
          </AfterIdle>
          <AfterIdle>
            <DeferredAlertHost />
          </AfterIdle>
          <AfterIdle>
            <DeferredServices />
          </AfterIdle>
        </ShellViewerProvider>
      </HiddenContentsProvider>
    </ProviderCurrencyProvider>
  );
}
