'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/auth/form.module.css';
import { openSignIn } from '@/lib/session/use-auth-gate';
import styles from './prompts.module.css';

/** The register prompt: guests without purchases while the provider gives promo days. */
export function RegisterPrompt({ promoDays, dismiss }: { promoDays: number; dismiss: () => void }) {
  const t = useTranslations('prompts');
  return (
    <section className={styles.card} aria-labelledby="register-prompt-title" data-testid="register-prompt">
      <h2 id="register-prompt-title" className={styles.title}>
        {t('registerTitle', { days: promoDays })}
      </h2>
      <p className={formStyles.hint}>{t('registerText')}</p>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.primary} onClick={() => { dismiss(); openSignIn(); }}>
          {t('registerButton')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={dismiss}>
          {t('later')}
        </button>
      </div>
    </section>
  );
}
