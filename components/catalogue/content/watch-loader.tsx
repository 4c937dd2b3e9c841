'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { FavoritePlaceholder } from './lazy-favorite-button';
import styles from './content.module.css';

/**
 * The watch buttons while the viewer's meta, a sign-in or a purchase is pending: a loader and the favorite toggle's
 * held place. Every visitor's first paint shows it (the meta is the viewer's, asked after start-up), so it is also
 * what holds the buttons' place while their code loads (LazyWatchActions).
 */
export function WatchLoader() {
  const t = useTranslations('catalogue');
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} disabled aria-busy="true" data-testid="watch-loader">
        <Spinner size="inline" /> {t('loading')}
      </button>
      <FavoritePlaceholder />
    </div>
  );
}
