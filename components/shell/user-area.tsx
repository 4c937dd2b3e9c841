'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { openModal } from '@/lib/modals';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './header.module.css';

/**
 * Avatar for a signed-in viewer, otherwise a sign-in button that opens the auth modal (#auth). `accountMenu` (the
 * profiles feature's drop-down) replaces the plain avatar link when given.
 */
export function UserArea({ accountMenu }: { accountMenu?: React.ReactNode }) {
  const t = useTranslations('shell');
  const { user, isLoading } = useCurrentUser();
  // Until start-up says who this is, hold the sign-in button's width: a guest's header then does not move, and a
  // member's messages and avatar (two 40 px buttons) take about the same room.
  if (isLoading)
    return (
      <span className={`${styles.signIn} ${styles.reserved}`} aria-hidden="true" data-testid="user-area-reserved">
        {t('signIn')}
      </span>
    );
  if (user && !user.isGuest) {
    if (accountMenu) return <>{accountMenu}</>;
    const name = user.profile?.name || user.firstName || user.phone || '';
    return (
      <Link href="/settings" className={styles.avatar} aria-label={t('account')} title={name}>
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '•'}</span>
      </Link>
    );
  }
  return (
    <button type="button" className={styles.signIn} onClick={() => openModal('auth')}>
      {t('signIn')}
    </button>
  );
}

/** Slot for the messages dropdown: rendered only for a signed-in viewer (section 4, Header). */
export function MessagesSlot({ children }: { children: React.ReactNode }) {
  const { user } = useCurrentUser();
  return user && !user.isGuest ? <>{children}</> : null;
}

/**
 * Search and settings are shown to guests and signed-in viewers, not before a session exists. While start-up runs,
 * the search button's place is held, so the buttons before it do not jump when it appears.
 */
export function SessionOnly({ children }: { children: React.ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (user) return <>{children}</>;
  return isLoading ? <span className={styles.iconReserved} aria-hidden="true" data-testid="search-reserved" /> : null;
}

/**
 * Settings, for guests and members alike (section 4, Header: "search and settings are shown to guests or logged-in
 * users"); the mobile bottom nav carries it below 1024 px. It is in the server's HTML, so the header does not move
 * when start-up ends; without any session (no guests allowed) its place stays held, empty.
 */
export function SettingsLink() {
  const t = useTranslations('shell');
  const { user, isLoading } = useCurrentUser();
  if (!user && !isLoading) return <span className={`${styles.iconReserved} ${styles.settings}`} aria-hidden="true" data-testid="settings-reserved" />;
  return (
    <Link href="/settings" className={`${styles.iconLink} ${styles.settings}`} aria-label={t('nav.settings')} title={t('nav.settings')}>
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" strokeLinecap="round" />
      </svg>
    </Link>
  );
}

export function PromoCodeButton() {
  const t = useTranslations('shell');
  return (
    <button type="button" className={styles.promo} onClick={() => openModal('promocode')}>
      {t('promoCode')}
    </button>
  );
}
