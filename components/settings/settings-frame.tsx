'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ModalPage } from '@/components/modals/modal-page';
import { hasInAppHistory } from '@/lib/modals/in-app-history';
import { openSignIn } from '@/lib/session/use-auth-gate';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './settings.module.css';
import { rememberSettingsReturn, SETTINGS_START_PAGE, settingsBack, settingsReturnPath } from './settings-return';

export interface SettingsFrameProps {
  title: string;
  /** The parent page the back link leads to. */
  parentHref: string;
  /** Guests are sent to sign in and brought back here (section 2). */
  membersOnly?: boolean;
  children: ReactNode;
}

function cameFromThisApp(): boolean {
  try {
    return hasInAppHistory() || (Boolean(document.referrer) && new URL(document.referrer).origin === window.location.origin);
  } catch {
    return false;
  }
}

/** Arriving from another page of the app: that page is where close returns. */
function rememberReferrerAndRead(): string {
  try {
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from && from.origin === window.location.origin) rememberSettingsReturn(`${from.pathname}${from.search}`);
  } catch {
    // An unreadable referrer leaves the remembered address as it was.
  }
  return settingsReturnPath();
}

/** Every settings page: a modal page with a back link to its parent (settingsBack) and a close button (300 ms, remembered address). */
export function SettingsFrame({ title, parentHref, membersOnly = true, children }: SettingsFrameProps) {
  const t = useTranslations('settings');
  const pathname = usePathname();
  const { user, isLoading } = useCurrentUser();
  // Only read when the close button is used, never rendered: the server's '/' cannot mismatch.
  const [closeHref] = useState(() => (typeof window === 'undefined' ? '/' : rememberReferrerAndRead()));
  const isMember = Boolean(user && !user.isGuest);
  const router = useRouter();
  const back = useCallback(() => {
    const step = settingsBack({ parentHref, isStartPage: pathname === SETTINGS_START_PAGE, inAppHistory: cameFromThisApp() });
    if (step.kind === 'history') router.back();
    else if (step.kind === 'replace') router.replace(step.href);
    else router.push(step.href);
  }, [router, parentHref, pathname]);

  useEffect(() => {
    if (membersOnly && !isLoading && user && user.isGuest) openSignIn({ target: pathname });
  }, [membersOnly, isLoading, user, pathname]);

  let content = children;
  if (membersOnly && !isMember) {
    content = isLoading || !user ? (
      <div className={styles.skeleton} aria-busy="true" />
    ) : (
      <div className={styles.guest}>
        <p>{t('signInNeeded')}</p>
        <button type="button" className={styles.primary} onClick={() => openSignIn({ target: pathname })}>
          {t('signIn')}
        </button>
      </div>
    );
  }
  return (
    <ModalPage title={title} fallbackHref={parentHref} closeHref={closeHref} onBack={back}>
      {content}
    </ModalPage>
  );
}
