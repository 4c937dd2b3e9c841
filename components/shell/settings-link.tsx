import { IntentLink } from '@/components/ui/intent-link';
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
    <IntentLink href="/settings" className={`${styles.iconLink} ${styles.settings}`} aria-label={t('nav.settings')} title={t('nav.settings')}>
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path
          d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z"
          strokeLinejoin="round"
        />
        <circle cx="12" cy="12" r="3" />
      </svg>
    </IntentLink>
  );
}
