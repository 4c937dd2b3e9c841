'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import formStyles from '@/components/auth/form.module.css';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';
import { getBrowserApi } from '@/lib/api/browser';
import type { User } from '@/lib/api/types/identity';
import { confirmContactChange, requestContactChange } from '@/lib/api/users';
import { useWrite } from '@/lib/ui-state/use-write';

/** The new address a code was sent to: an e-mail, or a phone (digits). */
export type ContactChange = { email: string } | { phone: string };

export interface ContactConfirmationProps {
  contact: ContactChange;
  onConfirmed(user: User): void;
  onCancel(): void;
}

/**
 * The second step of an e-mail or phone change: the platform sent a code to the new address, and the address becomes
 * the account's only when that code comes back. A wrong code keeps the step open with what was typed.
 */
export function ContactConfirmation({ contact, onConfirmed, onCancel }: ContactConfirmationProps) {
  const t = useTranslations('security');
  const errorText = useApiErrorText();
  const [code, setCode] = useState('');
  const { busy, run, error } = useWrite({ inlineError: (failure) => errorText(failure, t('wrongCode')) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    void run(async () => onConfirmed(await confirmContactChange(getBrowserApi(), code.trim())));
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('codeLabel')}>
      <p className={formStyles.hint}>
        {'email' in contact ? t('emailCodeSent', { email: contact.email }) : t('phoneCodeSent', { phone: `+${contact.phone}` })}
      </p>
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('codeLabel')}</span>
        <input
          className={formStyles.input}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {error && (
          <span className={formStyles.error} role="alert">
            {error}
          </span>
        )}
      </label>
      <button type="submit" className={formStyles.primary} disabled={busy || !code.trim()}>
        {t('confirm')}
      </button>
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formStyles.link}
          disabled={busy}
          onClick={() => void run(async () => void (await requestContactChange(getBrowserApi(), contact)))}
        >
          {t('resend')}
        </button>
        <button type="button" className={formStyles.link} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
