'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useTransition, type ChangeEvent } from 'react';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, isLocale } from '@/lib/i18n/locales';
import styles from './footer.module.css';

/** An explicit language choice outlives the session: keep it for a year. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function LanguageSwitcher() {
  const t = useTranslations('shell.footer');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next)) return;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
    startTransition(() => router.refresh());
  }

  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} className={styles.select} value={locale} onChange={onChange} disabled={pending}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
