import type { Metadata } from 'next';
import { OpenApp } from '@/components/entries/open-app';
import styles from '@/components/info/info.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';

export const metadata: Metadata = { robots: { index: false } };

export const dynamic = 'force-dynamic';

/** The app's deep link comes from the deployment (MOBILE_APP_URL); without it only the install page remains. */
export default function OpenMobileAppPage() {
  return (
    <ClientMessages namespaces={['entries']}>
      <section className={styles.page}>
        <OpenApp appUrl={process.env.MOBILE_APP_URL || null} />
      </section>
    </ClientMessages>
  );
}
