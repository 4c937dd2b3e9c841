'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import { confirmAction } from '@/lib/modals/confirm';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { logout } from '@/lib/session/logout';
import styles from './settings.module.css';

/** Logout with its confirmation; partners clickup and mbank do not offer it (section 2). */
export function LogoutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const t = useTranslations('settings');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const handleError = useErrorHandler();
  const variant = usePartnerVariant();
  const [busy, setBusy] = useState(false);
  if (variant.hideLogout) return null;

  async function run() {
    const confirmed = await confirmAction({ title: t('logoutTitle'), text: t('logoutText'), confirm: t('logout'), cancel: t('cancel') });
    if (!confirmed) return;
    setBusy(true);
    try {
      await logout();
      await mutate(() => true);
      onDone?.();
      router.push('/');
      router.refresh();
    } catch (error) {
      handleError(error, { display: 'modal' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className ?? styles.menuItem} onClick={run} disabled={busy} data-testid="logout">
      {t('logout')}
    </button>
  );
}
