'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import styles from './modal-body-loading.module.css';

/**
 * What an open dialog shows while its body's code is still on its way (a slow network, a loaded device): a
 * body-sized space with the one spinner, announced to screen readers, rather than an empty frame under the title.
 */
export function ModalBodyLoading() {
  const t = useTranslations('modals');
  return (
    <div className={styles.loading} data-testid="modal-body-loading">
      <Spinner label={t('bodyLoading')} />
    </div>
  );
}
