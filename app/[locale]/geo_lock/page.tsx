import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GeoLockRetry } from '@/components/pages/geo-lock-retry';
import { GeoLockWhere } from '@/components/pages/geo-lock-where';
import styles from '@/components/pages/standalone-page.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('geoLock');
  return { title: t('title'), robots: { index: false } };
}

/** Where a forbidden-country visitor lands (core-session-account.md section 4, start-up step 7). */
export default async function GeoLockPage() {
  const t = await getTranslations('geoLock');
  return (
    <ClientMessages namespaces={['geoLock']}>
      <main className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.text}>{t('text')}</p>
        <GeoLockWhere className={styles.text} />
        <div className={styles.actions}>
          <GeoLockRetry className={styles.secondary} label={t('retry')} />
        </div>
      </main>
    </ClientMessages>
  );
}
