import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import styles from '@/components/info/info.module.css';
import { getFaq } from '@/lib/api/platform';
import { getServerApi } from '@/lib/api/server';

const loadFaq = cache(async () => getFaq(await getServerApi()));

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('info');
  return { title: t('faq') };
}

export default async function FaqPage() {
  const [t, items] = await Promise.all([getTranslations('info'), loadFaq()]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('faq')}</h1>
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
    </section>
  );
}
