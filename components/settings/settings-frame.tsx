'use client';

import { useTranslations } from 'next-intl';
import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ModalPage } from '@/components/modals/modal-page';
import { hasInAppHistory } from '@/lib/modals/in-app-history';
import { openSignIn } from '@/lib/session/use-auth-gate';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './settings.module.css';
import { useSettingsFrameSlot } from './settings-frame-stack';
import { rememberSettingsReturn, SETTINGS_START_PAGE, settingsBack, settingsReturnPath } from './settings-return';

export interface SettingsFrameProps {
  title: string;
  /** This page's own address: the URL says which page is on screen, not which one this frame renders. */
  href: string;
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

/**
 * A settings page loaded from another page of the app: that page is where close returns. After soft navigation the
 * referrer is the one of the first load, so only the entry points (avatar menu, links) remember the address then.
 */
function rememberReferrerAndRead(): string {
  if (hasInAppHistory()) return settingsReturnPath();
  try {
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from && from.origin === window.location.origin) rememberSettingsReturn(`${from.pathname}${from.search}`);
  } catch {
    // An unreadable referrer leaves the remembered address as it was.
  }
  return settingsReturnPath();
}

/** Every settings page: a modal page with a back link to its parent (settingsBack) and a close button (300 ms, remembered address). */
export function SettingsFrame({ title, href, parentHref, membersOnly = true, children }: SettingsFrameProps) {
  const t = useTranslations('settings');
  const { user, isLoading } = useCurrentUser();
  // Only read when the close button is used, never rendered: the server's '/' cannot mismatch.
  const [closeHref] = useState(() => (typeof window === 'undefined' ? '/' : rememberReferrerAndRead()));
  const isMember = Boolean(user && !user.isGuest);
  const router = useLocalizedRouter();
  const { visible, arrivedFrom } = useSettingsFrameSlot(href);
  const back = useCallback(() => {
    const step = settingsBack({ parentHref, isStartPage: href === SETTINGS_START_PAGE, inAppHistory: cameFromThisApp(), arrivedFrom, returnHref: closeHref });
    if (step.kind === 'history') router.back();
    else if (step.kind === 'replace') router.replace(step.href);
    else router.push(step.href);
  }, [router, parentHref, href, arrivedFrom, closeHref]);

  useEffect(() => {
    if (visible && membersOnly && !isLoading && user && user.isGuest) openSignIn({ target: href });
  }, [visible, membersOnly, isLoading, user, href]);

  // A newer settings frame is on screen (opened from this one): one frame at a time.
  if (!visible) return null;
  let content = children;
  if (membersOnly && !isMember) {
    // No session at all (a provider without guests, a mini-app) once start-up is over: the same way in as a guest's.
    content = isLoading ? (
      <div className={styles.skeleton} aria-busy="true" />
    ) : (
      <div className={styles.guest}>
        <p>{t('signInNeeded')}</p>
        <button type="button" className={styles.primary} onClick={() => openSignIn({ target: href })}>
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
