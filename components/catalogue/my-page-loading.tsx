'use client';

import { useTranslations } from 'next-intl';
import styles from './catalogue.module.css';

/** /my before the viewer's rows are there: its title and a loading status, as the server renders it. */
export function MyPageLoading() {
  const t = useTranslations('catalogue');
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('myTitle')}</h1>
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    </div>
  );
}
