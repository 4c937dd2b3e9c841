'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import styles from './content.module.css';

/**
 * The favorite toggle, whose code (favorites API, sign-in gate, error handling) loads after hydration instead of with
 * the page. Until then its place is held, server-rendered, with the same look and words, so nothing moves.
 */
export const LazyFavoriteButton = clientOnly(() => import('./favorite-button').then((m) => m.FavoriteButton), {
  loading: FavoritePlaceholder,
});

/** The toggle's look and words without its code: also held in the watch buttons' loading row, so the row's height is its final one. */
export function FavoritePlaceholder() {
  const t = useTranslations('catalogue');
  return (
    <span className={styles.secondary} aria-hidden="true">
      <span>♡</span> {t('favoriteAdd')}
    </span>
  );
}
