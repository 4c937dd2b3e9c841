'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NotificationSlot } from '@/components/modals/notification-slot';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { CHANNEL_REGISTER_PROMPT_DELAY_MS } from '@/lib/rules/channel-preview';
import { shouldOfferRegister } from '@/lib/rules/notifications';
import { useRequireSignIn } from '@/lib/session/use-auth-gate';
import styles from './channel-view.module.css';

/** The registration prompt 5000 ms after a guest opens a channel (live-channels.md section 4). */
export function RegisterPrompt({ viewer, promoDays, channelId }: { viewer: ChannelViewer; promoDays: number; channelId: number }) {
  const t = useTranslations('channels');
  const requireSignIn = useRequireSignIn();
  const [due, setDue] = useState(false);
  const eligible = viewer.ready && shouldOfferRegister({ isGuest: !viewer.signedIn, hasPurchases: false, promoDays });

  useEffect(() => {
    setDue(false);
    if (!eligible) return;
    const timer = setTimeout(() => setDue(true), CHANNEL_REGISTER_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, channelId]);

  return (
    <NotificationSlot kind="register" when={due}>
      {(dismiss) => (
        <div className={styles.prompt} role="dialog" aria-label={t('registerTitle', { days: promoDays })}>
          <p>{t('registerTitle', { days: promoDays })}</p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              dismiss();
              requireSignIn();
            }}
          >
            {t('signIn')}
          </button>
          <button type="button" className={styles.secondary} onClick={dismiss}>
            {t('notNow')}
          </button>
        </div>
      )}
    </NotificationSlot>
  );
}
