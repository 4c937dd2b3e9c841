'use client';

import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './form.module.css';

/**
 * The closing row of the regional variant's debt and block dialogs: a call to the provider's support when it has a
 * phone, and close.
 */
export function SupportActions({ close }: { close: () => void }) {
  const t = useTranslations('auth');
  const { user } = useCurrentUser();
  const phone = user?.provider.support.phone;
  return (
    <div className={styles.actions}>
      {phone && (
        <a className={styles.primary} href={`tel:${phone}`}>
          {t('callSupport')}
        </a>
      )}
      <button type="button" className={styles.secondary} onClick={close}>
        {t('close')}
      </button>
    </div>
  );
}
