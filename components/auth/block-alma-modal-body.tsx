'use client';

import { useTranslations } from 'next-intl';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './form.module.css';

/** The regional variant's blocked state (block status -2): the server's message, the balance and support. */
export function BlockAlmaModalBody({ props, close }: ModalBodyProps<'block_alma'>) {
  const t = useTranslations('auth');
  const { user } = useCurrentUser();
  const detail = typeof props.messageDetail === 'string' ? props.messageDetail : t('blockedText');
  const balance = typeof props.balance === 'number' ? props.balance : null;
  const phone = user?.provider.support.phone;
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{detail}</p>
      {balance !== null && <p className={styles.hint}>{t('balance', { balance })}</p>}
      <div className={styles.actions}>
        {phone && (
          <a className={styles.primary} style={{ display: 'inline-flex', alignItems: 'center' }} href={`tel:${phone}`}>
            {t('callSupport')}
          </a>
        )}
        <button type="button" className={styles.secondary} onClick={close}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
