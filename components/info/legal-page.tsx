import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getLegalText, type LegalText } from '@/lib/api/texts';
import { getServerApi } from '@/lib/session/server-api';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { InfoFrame } from './info-frame';
import styles from './info.module.css';

const loadText = cache(async (key: LegalText) => {
  const [api, locale] = await Promise.all([getServerApi(), getLocale()]);
  return getLegalText(api, key, locale);
});

export async function legalMetadata(key: LegalText): Promise<Metadata> {
  const [t, text, origin] = await Promise.all([getTranslations('info'), loadText(key), siteOrigin()]);
  return pageMetadata({ title: t(key), description: text, path: `/${key}`, origin });
}

/** Agreement, privacy and terms: the platform's text rendered as text, never as HTML. */
export async function LegalPage({ textKey, modal }: { textKey: LegalText; modal?: boolean }) {
  const [t, text] = await Promise.all([getTranslations('info'), loadText(textKey)]);
  if (text === null) notFound();
  return (
    <InfoFrame title={t(textKey)} modal={modal}>
      <p className={styles.text}>{text}</p>
    </InfoFrame>
  );
}
