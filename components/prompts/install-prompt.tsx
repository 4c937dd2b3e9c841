'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/auth/form.module.css';
import styles from './prompts.module.css';

/** The browser's install event (Chromium's beforeinstallprompt). */
export interface InstallEvent extends Event {
  prompt(): Promise<void>;
}

/** Install prompt: desktop Chrome, Edge or Chromium only, never when already installed (section 4). */
export function InstallPrompt({ event, dismiss }: { event: InstallEvent; dismiss: () => void }) {
  const t = useTranslations('prompts');
  return (
    <section className={styles.card} aria-labelledby="install-title">
      <h2 id="install-title" className={styles.title}>
        {t('installTitle')}
      </h2>
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => {
            dismiss();
            void event.prompt();
          }}
        >
          {t('installButton')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={dismiss}>
          {t('later')}
        </button>
      </div>
    </section>
  );
}
