'use client';

import { useLocale, useTranslations } from 'next-intl';
import { getBrowserApi } from '@/lib/api/browser';
import { addFavorite, removeFavorite } from '@/lib/api/favorites';
import type { FavoriteTarget } from '@/lib/api/types/channels';
import { useRequireSignIn } from '@/lib/session/use-auth-gate';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from './content.module.css';

interface FavoriteButtonProps {
  target: FavoriteTarget;
  favoriteId: number | null;
  onChange: () => void;
}

/** Adds or removes a favorite; guests are sent to sign in first and the add resumes afterwards (section 6). */
export function FavoriteButton({ target, favoriteId, onChange }: FavoriteButtonProps) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const requireSignIn = useRequireSignIn();
  const { busy, run } = useWrite();
  const active = favoriteId != null;

  const toggle = () =>
    run(async () => {
      const api = getBrowserApi(locale);
      if (active) await removeFavorite(api, favoriteId);
      else await addFavorite(api, target);
      onChange();
    });

  return (
    <button
      type="button"
      className={styles.secondary}
      aria-pressed={active}
      disabled={busy}
      onClick={() => {
        if (requireSignIn(() => void toggle())) void toggle();
      }}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span> {active ? t('favoriteRemove') : t('favoriteAdd')}
    </button>
  );
}
