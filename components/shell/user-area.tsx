'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { openModalOnDemand } from '@/lib/modals/open-on-demand';
import { rememberMember } from '@/lib/session/member-hint';
import { useShellViewer } from '@/lib/session/shell-viewer';
import styles from './header.module.css';

/**
 * Avatar for a signed-in viewer, otherwise a sign-in button that opens the auth modal (#auth). `accountMenu` (the
 * profiles feature's drop-down) replaces the plain avatar link when given.
 */
export function UserArea({ accountMenu }: { accountMenu?: React.ReactNode }) {
  const t = useTranslations('shell');
  const { user, isLoading } = useShellViewer();
  const isMember = Boolean(user && !user.isGuest);
  useEffect(() => {
    if (!isLoading) rememberMember(isMember);
  }, [isLoading, isMember]);
  // Until start-up says who this is, hold the place of what this browser last showed (lib/session/member-hint.ts):
  // the sign-in button's width, or a member's messages and avatar (header.module.css).
  if (isLoading)
    return (
      <span className={`${styles.signIn} ${styles.reserved}`} aria-hidden="true" data-testid="user-area-reserved">
        {t('signIn')}
      </span>
    );
  if (user && isMember) {
    if (accountMenu) return <>{accountMenu}</>;
    const name = user.profile?.name || user.firstName || user.phone || '';
    return (
      <IntentLink href="/settings" className={styles.avatar} aria-label={t('account')} title={name}>
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '•'}</span>
      </IntentLink>
    );
  }
  return (
    <button type="button" className={styles.signIn} onClick={() => openModalOnDemand('auth')}>
      {t('signIn')}
    </button>
  );
}

/** Slot for the messages dropdown: rendered only for a signed-in viewer (section 4, Header). */
export function MessagesSlot({ children }: { children: React.ReactNode }) {
  const { user } = useShellViewer();
  return user && !user.isGuest ? <>{children}</> : null;
}

/**
 * Search and settings are shown to guests and signed-in viewers, not before a session exists. While start-up runs,
 * the search button's place is held, so the buttons before it do not jump when it appears.
 */
export function SessionOnly({ children }: { children: React.ReactNode }) {
  const { user, isLoading } = useShellViewer();
  if (user) return <>{children}</>;
  return isLoading ? <span className={styles.iconReserved} aria-hidden="true" data-testid="search-reserved" /> : null;
}

export function PromoCodeButton() {
  const t = useTranslations('shell');
  return (
    <button type="button" className={styles.promo} onClick={() => openModalOnDemand('promocode')}>
      {t('promoCode')}
    </button>
  );
}
