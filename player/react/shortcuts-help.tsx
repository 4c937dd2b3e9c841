'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import styles from './player-view.module.css';

/** The keys of keyboard/shortcuts.ts, as the "?" overlay lists them. */
const KEYS = [
  ['Space', 'keyPlay'],
  ['F', 'keyFullscreen'],
  ['←', 'keySkipBack'],
  ['→', 'keySkipForward'],
  ['↑', 'keyVolumeUp'],
  ['↓', 'keyVolumeDown'],
  ['Esc', 'keyEscape'],
  ['?', 'keyHelp'],
] as const;

export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  const t = useTranslations('player');
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className={styles.help} role="dialog" aria-modal="false" aria-label={t('shortcuts')}>
      <h2 className={styles.helpTitle}>{t('shortcuts')}</h2>
      <dl className={styles.helpList}>
        {KEYS.map(([key, label]) => (
          <div key={key} className={styles.helpRow}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <button ref={closeRef} type="button" className={styles.textButton} onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}
