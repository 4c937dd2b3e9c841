'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import formStyles from '@/components/auth/form.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { updateCurrentUser } from '@/lib/api/users';
import { APP_VERSION } from '@/lib/app-version';
import { ensureParentalAccess } from '@/lib/parental/browser-gate';
import { validateInfoEmail, validatePhone, validateRequiredName } from '@/lib/rules/validation';
import { currentDeviceId } from '@/lib/session/device-cookie';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useWrite } from '@/lib/ui-state/use-write';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';
import { loadInfo } from './info-data';
import styles from './settings.module.css';
import { accountInfoKey } from '@/lib/swr-keys/settings';

type FieldErrors = Partial<Record<'name' | 'email' | 'phone', string>>;

/** Info page: phone, name and e-mail form, provider, account number, support, current device, last login, IP, version. */
export function InfoForm() {
  const t = useTranslations('settings');
  const format = useFormatter();
  const { user, refresh } = useCurrentUser();
  const { data } = useSWR(user ? accountInfoKey() : null, () => loadInfo(getBrowserApi(), currentDeviceId()));
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const { busy, run } = useWrite();
  const errorText = useApiErrorText();
  if (!user) return <div className={styles.skeleton} aria-busy="true" />;
  const nameValue = name ?? user.firstName;
  const emailValue = email ?? user.email ?? '';
  const phoneValue = phone ?? user.phone ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checkedName = validateRequiredName(nameValue);
    const checkedEmail = validateInfoEmail(emailValue);
    // A phone is added or changed (a login-and-password account has none), never removed: an emptied field keeps it.
    const phoneChanged = phoneValue.trim() !== '' && phoneValue !== (user?.phone ?? '');
    const checkedPhone = phoneChanged ? validatePhone(phoneValue, { mask: user?.provider.phoneMask ?? null }) : null;
    const next: FieldErrors = {};
    if (!checkedName.ok) next.name = t('nameRequired');
    if (!checkedEmail.ok) next.email = t('emailInvalid');
    if (checkedPhone && !checkedPhone.ok) next.phone = t('phoneInvalid');
    setErrors(next);
    setStatus(null);
    if (!checkedName.ok || !checkedEmail.ok || (checkedPhone && !checkedPhone.ok)) return;
    const newPhone = checkedPhone?.ok && checkedPhone.value !== user?.phone ? checkedPhone.value : null;
    if (!(await ensureParentalAccess('settings'))) return;
    await run(
      async () => {
        // One PATCH of the user, as the spec's info form sends it; its answer replaces the user (section 7).
        const patch = {
          firstName: checkedName.value,
          email: checkedEmail.value || null,
          ...(newPhone ? { phone: newPhone } : {}),
        };
        await refresh(await updateCurrentUser(getBrowserApi(), patch), { revalidate: false });
        setName(null);
        setEmail(null);
        setPhone(null);
        setStatus(t('saved'));
      },
      (error) => {
        if (error instanceof ApiError && error.code === 'duplicate_email')
          setErrors({ email: t('error_duplicate_email') });
        else if (error instanceof ApiError && error.code === 'duplicate_phone')
          setErrors({ phone: errorText(error, t('saveFailed')) });
        else setStatus(errorText(error, t('saveFailed')));
        return true;
      },
    );
  }

  const support = user.provider.support;
  return (
    <>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('phone')}</span>
          <input
            className={formStyles.input}
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            value={phoneValue}
            aria-invalid={errors.phone ? true : undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
          {errors.phone && <span className={formStyles.error}>{errors.phone}</span>}
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('name')}</span>
          <input
            className={formStyles.input}
            name="first_name"
            value={nameValue}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {errors.name && <span className={formStyles.error}>{errors.name}</span>}
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('email')}</span>
          <input
            className={formStyles.input}
            type="email"
            name="email"
            value={emailValue}
            aria-invalid={errors.email ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email && <span className={formStyles.error}>{errors.email}</span>}
        </label>
        {status && (
          <p className={formStyles.hint} role="status">
            {status}
          </p>
        )}
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {t('save')}
        </button>
      </form>
      <dl className={styles.dl} style={{ marginTop: 24 }}>
        <dt>{t('provider')}</dt>
        <dd>{user.provider.name}</dd>
        <dt>{t('accountNumber')}</dt>
        <dd>{data?.account?.id ?? '—'}</dd>
        <dt>{t('support')}</dt>
        <dd>{[support.phone, support.email].filter(Boolean).join(', ') || '—'}</dd>
        <dt>{t('currentDevice')}</dt>
        <dd>
          {data?.device ? [data.device.vendor, data.device.model].filter(Boolean).join(' ') || data.device.serial : '—'}
        </dd>
        <dt>{t('lastLoginLabel')}</dt>
        <dd>
          {data?.device?.loginAt
            ? format.dateTime(new Date(data.device.loginAt), { dateStyle: 'medium', timeStyle: 'short' })
            : '—'}
        </dd>
        <dt>{t('ip')}</dt>
        <dd>{data?.network.remoteIp ?? '—'}</dd>
        <dt>{t('version')}</dt>
        <dd>{APP_VERSION}</dd>
      </dl>
    </>
  );
}
