import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import styles from './not-found-view.module.css';

/** What could not be found (catalogue-vod-billing.md section 2: "a message by type"). */
export type NotFoundType = 'content' | 'channel' | 'packet' | 'page';

/**
 * The 404 screen. app/not-found.tsx shows the page type; a feature segment adds its own not-found.tsx rendering
 * `<NotFoundView type="content" />` so notFound() there names what is missing.
 */
export function NotFoundView({ type = 'page' }: { type?: NotFoundType }) {
  const t = useTranslations('notFound');
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t(type)}</p>
      <IntentLink href="/" className={styles.home}>
        {t('home')}
      </IntentLink>
    </section>
  );
}
