'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../react/icons';
import styles from '../react/player-view.module.css';
import type { CastControl } from './use-cast';

export function CastButton({ cast }: { cast: CastControl }) {
  const t = useTranslations('player');
  const active = cast.state !== 'idle' && cast.state !== 'disconnected' && cast.state !== 'ended';
  return (
    <button
      type="button"
      className={styles.button}
      onClick={active ? cast.stop : cast.start}
      onPointerEnter={cast.prepare}
      onFocus={cast.prepare}
      aria-label={active ? t('castStop') : t('cast')}
      aria-pressed={active}
    >
      <Icon name="cast" />
    </button>
  );
}

/** What the player shows instead of the picture while the receiver plays. */
export function CastStatus({ cast }: { cast: CastControl }) {
  const t = useTranslations('player');
  const device = cast.device ?? t('castDevice');
  const text =
    cast.state === 'buffering'
      ? t('castBuffering', { device })
      : cast.state === 'ended'
        ? t('castEnded', { device })
        : t('castPlaying', { device });
  return (
    <div className={styles.castStatus} role="status">
      <p>{text}</p>
      <button type="button" className={styles.textButton} onClick={cast.stop}>
        {t('castStop')}
      </button>
    </div>
  );
}
