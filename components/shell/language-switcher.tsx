'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale } from '@/lib/i18n/locales';
import styles from './footer.module.css';

export function LanguageSwitcher() {
  const t = useTranslations('shell.footer');
  const locale = useLocale();
  const id = useId();
  const [pending, setPending] = useState(false);

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next)) return;
    setPending(true);
    // Loaded on the choice: the footer is on every page's first load, a language change is rare.
    void import('@/lib/i18n/switch-language').then((module) => module.switchLanguage(next));
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
