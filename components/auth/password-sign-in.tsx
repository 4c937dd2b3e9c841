'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { login } from '@/lib/api/auth';
import { getBrowserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { isHoneypotTripped, validateRequiredName } from '@/lib/rules/validation';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from './form.module.css';
import { authFailure, goToGeoLock } from './auth-errors';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';
import { FormError } from '@/components/ui/form-error';
import { Honeypot } from '@/components/ui/honeypot';

/** Login and password (POST /v2/auth/login); the server's error.message shows under the fields (section 8). */
export function PasswordSignIn({ onGranted }: { onGranted(): Promise<void> }) {
  const t = useTranslations('auth');
  const [loginValue, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const { busy, run, error, setError } = useWrite({
    inlineError: (failure) => {
      const shown = authFailure(failure, { network: t('networkError'), generic: t('genericError') }, errorText);
      const plain = failure instanceof ApiError && failure.status !== 429 && failure.serverMessage;
      if (shown.geoLocked) goToGeoLock();
      return plain || shown.text;
    },
  });
  const errorText = useApiErrorText();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isHoneypotTripped(honeypot)) return;
    if (!validateRequiredName(loginValue).ok || !password) {
      setError(t('credentialsRequired'));
      return;
    }
    await run(async () => {
      await login(getBrowserApi(), { login: loginValue.trim(), password });
      await onGranted();
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.field}>
        <span className={styles.label}>{t('loginLabel')}</span>
        <input className={styles.input} name="login" autoComplete="username" value={loginValue} onChange={(event) => setLogin(event.target.value)} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('passwordLabel')}</span>
        <input
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <FormError message={error} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('signIn')}
      </button>
    </form>
  );
}
