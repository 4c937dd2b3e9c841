'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { confirmAction } from '@/lib/modals/confirm';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { logout } from '@/lib/session/logout';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from './settings.module.css';

/** Logout with its confirmation; partners clickup and mbank do not offer it (section 2). */
export function LogoutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const t = useTranslations('settings');
  const router = useLocalizedRouter();
  const { mutate } = useSWRConfig();
  const variant = usePartnerVariant();
  const { busy, run } = useWrite({ display: 'modal' });
  if (variant.hideLogout) return null;

  async function confirmAndLogOut() {
    const confirmed = await confirmAction({ title: t('logoutTitle'), text: t('logoutText'), confirm: t('logout'), cancel: t('cancel') });
    if (!confirmed) return;
    await run(async () => {
      await logout();
      await mutate(() => true);
      onDone?.();
      router.push('/');
      router.refresh();
    });
  }

  return (
    <button type="button" className={className ?? styles.menuItem} onClick={confirmAndLogOut} disabled={busy} data-testid="logout">
      {t('logout')}
    </button>
  );
}
