import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getNetworkInfo } from '@/lib/api/platform';
import { APP_VERSION } from '@/lib/app-version';
import { getServerApi } from '@/lib/session/server-api';
import { testPagesEnabled } from '@/lib/test-pages';
import styles from './standalone-page.module.css';

/** Shared by /test, /vitrina_test and /test_feed: what this build talks to, for support and QA. */
export async function DiagnosticsPage({ name }: { name: string }) {
  if (!testPagesEnabled()) notFound();
  const [t, locale] = await Promise.all([getTranslations('diagnostics'), getLocale()]);
  let network: unknown = null;
  try {
    network = await getNetworkInfo(await getServerApi());
  } catch {
    network = null;
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        {t('title')}: {name}
      </h1>
      <dl className={styles.text}>
        <dt>{t('version')}</dt>
        <dd>{APP_VERSION}</dd>
        <dt>{t('locale')}</dt>
        <dd>{locale}</dd>
        <dt>{t('platform')}</dt>
        <dd>{network ? t('reachable') : t('unreachable')}</dd>
      </dl>
      {network ? (
        <section aria-label={t('network')}>
          <pre style={{ textAlign: 'left', overflowX: 'auto' }}>{JSON.stringify(network, null, 2)}</pre>
        </section>
      ) : null}
    </main>
  );
}
