import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MiniAppEntry } from '@/components/entries/miniapp-entry';
import styles from '@/components/info/info.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';

export const metadata: Metadata = { robots: { index: false } };

/** Telegram mini-app entry (section 2): tgWebAppStartParam, telegram_id and access_token in the address. */
export default function MiniAppPage() {
  return (
    <ClientMessages namespaces={['entries']}>
      <section className={styles.page}>
        <Suspense fallback={null}>
          <MiniAppEntry />
        </Suspense>
      </section>
    </ClientMessages>
  );
}
