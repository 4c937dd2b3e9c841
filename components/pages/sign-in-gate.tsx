'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { openModal } from '@/lib/modals';
import { isSafeAppPath } from '@/lib/rules/push-destination';
import { rememberSignIn } from '@/lib/session/auth-resume';
import styles from './standalone-page.module.css';

/** The locked auth modal of auth-only mode; once signed in the viewer goes on to the page they asked for. */
export function SignInGate() {
  const t = useTranslations('signInPage');
  const from = useSearchParams().get('from');
  const target = isSafeAppPath(from) ? from : '/';

  const signIn = useCallback(() => {
    rememberSignIn({ target });
    openModal('auth', {}, { authRequired: true });
  }, [target]);

  useEffect(() => {
    // The modal needs the start-up's session before it can sign in; it opens once the bootstrap says ready.
    const root = document.documentElement;
    if (root.dataset.session === 'ready') return signIn();
    const observer = new MutationObserver(() => {
      if (root.dataset.session !== 'ready') return;
      observer.disconnect();
      signIn();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-session'] });
    return () => observer.disconnect();
  }, [signIn]);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={signIn}>
          {t('signIn')}
        </button>
      </div>
    </main>
  );
}
