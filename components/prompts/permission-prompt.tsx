'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/auth/form.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { logSessionEvent } from '@/lib/session/analytics';
import styles from './prompts.module.css';
import { debugLog } from '@/lib/debug-log';

/** Whether this browser can still be asked to show notifications (pushes reach it through the service worker). */
export function canAskNotificationPermission(): boolean {
  return typeof Notification !== 'undefined' && 'serviceWorker' in navigator && Notification.permission === 'default';
}

/**
 * The permission prompt (section 4): asks the browser's notification permission so pushes can show as system
 * notifications (public/service-worker.js). The answer is logged; "notification permission denied: logged" (section 8).
 */
export function PermissionPrompt({ dismiss }: { dismiss: () => void }) {
  const t = useTranslations('prompts');

  async function allow() {
    dismiss();
    const result = await Notification.requestPermission();
    if (result === 'denied') debugLog.warn('notification permission denied');
    // Allowed: subscribe now, so pushes can reach this browser (closed until the deployment sets its VAPID key).
    if (result === 'granted') void import('@/lib/session/web-push-browser').then((module) => module.syncBrowserWebPush());
    await logSessionEvent(getBrowserApi(), 'notification_permission', { result });
  }

  return (
    <section className={styles.card} aria-labelledby="permission-title" data-testid="permission-prompt">
      <h2 id="permission-title" className={styles.title}>
        {t('permissionTitle')}
      </h2>
      <p className={formStyles.hint}>{t('permissionText')}</p>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.primary} onClick={() => void allow()}>
          {t('permissionButton')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={dismiss}>
          {t('later')}
        </button>
      </div>
    </section>
  );
}
