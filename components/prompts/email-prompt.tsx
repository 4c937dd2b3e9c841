'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import formStyles from '@/components/auth/form.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { updateCurrentUser } from '@/lib/api/users';
import { openMessage } from '@/lib/modals';
import { isHoneypotTripped, validateInfoEmail, validateNotificationEmail } from '@/lib/rules/validation';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from './prompts.module.css';
import { Honeypot } from '@/components/ui/honeypot';

/**
 * The e-mail notification form (section 5): required and a standard address, else the field is marked and nothing
 * is sent; a 400 shows the error modal with error_duplicate_email, other errors just re-enable the form. Saved by the
 * user settings update with the e-mail (the spec's call), whose answer replaces the user.
 */
export function EmailPrompt({ dismiss, onSaved }: { dismiss: () => void; onSaved: () => void }) {
  const t = useTranslations('prompts');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { busy, run } = useWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isHoneypotTripped(honeypot)) return;
    // Required and a standard address, and like every e-mail input no Cyrillic and no punycode (section 5).
    const checked = validateNotificationEmail(email);
    const latin = validateInfoEmail(email);
    setInvalid(!checked.ok || !latin.ok);
    if (!checked.ok || !latin.ok) return;
    await run(
      async () => {
        await updateCurrentUser(getBrowserApi(), { email: checked.value });
        dismiss();
        onSaved();
      },
      // Only the duplicate address is worth a modal; any other failure just re-enables the form (section 5).
      (error) => {
        if (error instanceof ApiError && error.status === 400)
          openMessage({ title: t('errorTitle'), text: t('error_duplicate_email'), icon: 'error' });
        return true;
      },
    );
  }

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="email-prompt-title"
      data-testid="email-prompt"
    >
      <h2 id="email-prompt-title" className={styles.title}>
        {t('emailTitle')}
      </h2>
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('emailLabel')}</span>
        <input
          className={formStyles.input}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {t('emailSave')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={dismiss}>
          {t('later')}
        </button>
      </div>
    </form>
  );
}
