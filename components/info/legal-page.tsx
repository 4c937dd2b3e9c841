import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotStoredMark } from '@/components/cache/not-stored-mark';
import type { LegalText } from '@/lib/api/texts';
import { loadLegalText } from '@/lib/info/legal-texts';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { InfoFrame } from './info-frame';
import styles from './info.module.css';

export async function legalMetadata(key: LegalText): Promise<Metadata> {
  const [t, loaded, origin] = await Promise.all([getTranslations('info'), loadLegalText(key), siteOrigin()]);
  const description = loaded && 'text' in loaded ? loaded.text : null;
  return pageMetadata({ title: t(key), description, path: `/${key}`, origin });
}

/**
 * Agreement, privacy and terms: the operator's document rendered as text, never as HTML. When its address gives none,
 * the translated error is shown and the page is not stored, so the next visit asks again.
 */
export async function LegalPage({ textKey, modal }: { textKey: LegalText; modal?: boolean }) {
  const [t, loaded] = await Promise.all([getTranslations('info'), loadLegalText(textKey)]);
  if (loaded === null) notFound();
  return (
    <InfoFrame title={t(textKey)} modal={modal}>
      {'text' in loaded ? (
        <p className={styles.text}>{loaded.text}</p>
      ) : (
        <p className={styles.text} role="alert">
          {t('legalTextFailed')}
          <NotStoredMark reason="partial" />
        </p>
      )}
    </InfoFrame>
  );
}
