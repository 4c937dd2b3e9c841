import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getFaq } from '@/lib/api/platform';
import { getServerApi } from '@/lib/session/server-api';
import { faqPageLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { InfoFrame } from './info-frame';
import styles from './info.module.css';

const FAQ_PATH = '/faq';

const loadFaq = cache(async () => getFaq(await getServerApi()));

export async function faqMetadata(): Promise<Metadata> {
  const [t, origin] = await Promise.all([getTranslations('info'), siteOrigin()]);
  return pageMetadata({ title: t('faq'), description: t('faqDescription'), path: FAQ_PATH, origin });
}

/** /faq: the platform's questions, each answer folded under its question. */
export async function FaqPage({ modal }: { modal?: boolean }) {
  const [t, items, origin] = await Promise.all([getTranslations('info'), loadFaq(), siteOrigin()]);
  return (
    <InfoFrame title={t('faq')} modal={modal}>
      <JsonLdScript data={faqPageLd(items, `${origin}${FAQ_PATH}`)} />
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <details className={styles.card}>
              <summary>{item.question}</summary>
              <p className={styles.text}>{item.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </InfoFrame>
  );
}
