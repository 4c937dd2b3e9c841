import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './header.module.css';

/**
 * Settings in the desktop header (section 4, Header: "search and settings are shown to guests or logged-in users");
 * the mobile bottom nav carries it below 1024 px. Rendered on the server in every state, so it costs the page no
 * script and the header never moves for it; a visitor without any session finds sign-in and the language pages there.
 */
export function SettingsLink() {
  const t = useTranslations('shell');
  return (
    <Link href="/settings" className={`${styles.iconLink} ${styles.settings}`} aria-label={t('nav.settings')} title={t('nav.settings')}>
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
