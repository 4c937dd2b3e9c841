'use client';

import { clientOnly } from '@/components/ui/client-only';
import { withCatalogue } from '@/components/i18n/with-catalogue';
import styles from './header.module.css';

/**
 * Shell parts a first paint does not need, each in its own chunk loaded after hydration, so catalogue and landing
 * pages keep within their 170 kB first-load budget (GUIDE.md), and with the whole message catalogue (withCatalogue), so
 * a page's HTML carries only the namespaces its first paint needs. None of them renders anything on the server: the
 * dropdowns and the search box wait for the session, the modal host for a modal, the services render nothing.
 */
export const DeferredModalHost = clientOnly(
  withCatalogue(() => import('@/components/modal-host/modal-host').then((m) => m.ModalHost)),
);

/** A member's 40 px header button held in place while its code loads, so the buttons before it do not move. */
function ReservedIcon() {
  return <span className={styles.iconReserved} aria-hidden="true" />;
}

export const DeferredMessagesDropdown = clientOnly(
  withCatalogue(() => import('@/components/messages/messages-dropdown').then((m) => m.MessagesDropdown)),
  { loading: ReservedIcon },
);

export const DeferredAccountDropdown = clientOnly(
  withCatalogue(() => import('@/components/settings/account-dropdown').then((m) => m.AccountDropdown)),
  { loading: ReservedIcon },
);

/** Holds the search button's place while its code loads, as SessionOnly does before the session exists. */
export const DeferredSearchBox = clientOnly(
  withCatalogue(() => import('./search-box').then((m) => m.SearchBox)),
  { loading: () => <span className={styles.iconReserved} aria-hidden="true" data-testid="search-reserved" /> },
);

/** Appears once the session says whether there is a trial to offer; nothing is held for it before. */
export const DeferredTrialButton = clientOnly(withCatalogue(() => import('./trial-button').then((m) => m.TrialButton)));

/**
 * The alert region: alerts wait in their store until it is there, and any key of any namespace reads in the viewer's
 * language, since it has the whole catalogue.
 */
export const DeferredAlertHost = clientOnly(
  withCatalogue(() => import('@/components/alerts/alert-host').then((m) => m.AlertHost)),
);

/** Connectivity, service worker, analytics and the payment return: effects only, nothing to paint. */
export const DeferredServices = clientOnly(
  withCatalogue(() => import('./background-services').then((m) => m.BackgroundServices)),
);
