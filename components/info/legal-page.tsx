import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { getLegalText, type LegalText } from '@/lib/session/legal-texts';
import styles from './info.module.css';

/** Agreement, privacy and terms: the platform's text rendered as text, never as HTML. */
export async function LegalPage({ textKey }: { textKey: LegalText }) {
  const [t, locale] = await Promise.all([getTranslations('info'), getLocale()]);
  const text = await getLegalText(textKey, locale);
  if (text === null) notFound();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t(textKey)}</h1>
      <p className={styles.text}>{text}</p>
    </article>
  );
}
