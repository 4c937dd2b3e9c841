'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import styles from '@/components/auth/form.module.css';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { getBrowserApi } from '@/lib/api/browser';
import { pushBodyText, pushConfirm, pushConfirmLabel, pushDestinationPath } from '@/lib/rules/push-destination';
import { logSessionEvent } from '@/lib/session/analytics';
import { logBridgeEvent } from '@/lib/session/android-bridge';
import { openSignIn } from '@/lib/session/use-auth-gate';
import { useCurrentUser } from '@/lib/session/use-current-user';

/** The push modal: title, icon, body, and a confirm button to the destination (section 2 "Push modal"). */
export function PushModalBody({ props: push, close }: ModalBodyProps<'push'>) {
  const t = useTranslations('messages');
  const router = useLocalizedRouter();
  const { user } = useCurrentUser();
  const destination = push.destination ?? null;
  const hasTarget = pushDestinationPath(destination) !== null;
  const label = pushConfirmLabel(push.action);

  useEffect(() => {
    void logSessionEvent(getBrowserApi(), 'push_show', { title: push.title, destination: destination?.type });
  }, [push.title, destination?.type]);

  function confirm() {
    void logSessionEvent(getBrowserApi(), 'push_run', { title: push.title, destination: destination?.type });
    logBridgeEvent('push_run', {
      time_start: push.time_start ?? push.timeStart ?? null,
      title: push.title ?? '',
      id: destination?.id ?? null,
      type: destination?.type ?? null,
      src: destination?.src ?? null,
    });
    const outcome = pushConfirm(destination, { loggedIn: Boolean(user && !user.isGuest), guest: Boolean(user?.isGuest) });
    close();
    if (outcome.kind === 'navigate') router.push(outcome.path);
    else if (outcome.kind === 'auth') openSignIn({ target: outcome.rememberedPath });
  }

  return (
    <div className={styles.form} data-testid="push-modal">
      {push.icon && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={push.icon} alt="" width={64} height={64} />
      )}
      {push.body && <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{pushBodyText(push.body)}</p>}
      <div className={styles.actions}>
        {hasTarget && (
          <button type="button" className={styles.primary} onClick={confirm}>
            {'text' in label ? label.text : t(label.key)}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={close}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
