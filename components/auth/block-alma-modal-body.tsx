'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { formatMoney } from '@/lib/billing/money';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './form.module.css';
import { SupportActions } from './support-actions';

/** The regional variant's blocked state (block status -2): the server's message, the balance in the provider's currency and support. */
export function BlockAlmaModalBody({ props, close }: ModalBodyProps<'block_alma'>) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { user } = useCurrentUser();
  const detail = typeof props.messageDetail === 'string' ? props.messageDetail : t('blockedText');
  const balance = typeof props.balance === 'number' ? props.balance : null;
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{detail}</p>
      {balance !== null && <p className={styles.hint}>{t('balance', { balance: formatMoney(balance, null, user?.provider.currency ?? null, locale) })}</p>}
      <SupportActions close={close} />
    </div>
  );
}
