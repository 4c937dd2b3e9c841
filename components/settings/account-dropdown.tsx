'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import styles from '@/components/ui/dropdown.module.css';
import { useDropdown } from '@/components/ui/use-dropdown';
import { useShellViewer } from '@/lib/session/shell-viewer';

/** The menu loads on first open, so every page's first load carries only the avatar button. */
const AccountPanel = dynamic(() => import('./account-panel').then((m) => m.AccountPanel), { ssr: false });

/** The avatar drop-down (core-session-account.md section 2). */
export function AccountDropdown() {
  const t = useTranslations('settings');
  const { user } = useShellViewer();
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();
  if (!user) return null;
  const name = user.firstName || (user.phone ? `+${user.phone}` : user.username);
  return (
    <div className={styles.root} ref={rootRef}>
      <button ref={buttonRef} type="button" className={styles.button} aria-haspopup="menu" aria-expanded={open} aria-label={t('account')} onClick={toggle} data-testid="avatar-button">
        {user.profile?.icon ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={user.profile.icon} alt="" width={40} height={40} />
        ) : (
          <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
        )}
      </button>
      {open && <AccountPanel name={name} close={close} />}
    </div>
  );
}
