'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ModalPage } from '@/components/modals/modal-page';
import { openSignIn } from '@/lib/session/use-auth-gate';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './settings.module.css';
import { rememberSettingsReturn, settingsReturnPath } from './settings-return';

export interface SettingsFrameProps {
  title: string;
  /** The parent page the back link leads to. */
  parentHref: string;
  /** Guests are sent to sign in and brought back here (section 2). */
  membersOnly?: boolean;
  children: ReactNode;
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

/** Every settings page: a modal page with a back link to its parent and a close button (300 ms, remembered address). */
export function SettingsFrame({ title, parentHref, membersOnly = true, children }: SettingsFrameProps) {
  const t = useTranslations('settings');
  const pathname = usePathname();
  const { user, isLoading } = useCurrentUser();
  // Only read when the close button is used, never rendered: the server's '/' cannot mismatch.
  const [closeHref] = useState(() => (typeof window === 'undefined' ? '/' : rememberReferrerAndRead()));
  const isMember = Boolean(user && !user.isGuest);

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
    <ModalPage title={title} fallbackHref={parentHref} closeHref={closeHref}>
      {content}
    </ModalPage>
  );
}
