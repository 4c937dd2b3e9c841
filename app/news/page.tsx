import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import styles from '@/components/info/info.module.css';
import { getNews } from '@/lib/api/platform';
import { getServerApi } from '@/lib/api/server';

const loadNews = cache(async () => getNews(await getServerApi()));

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('info');
  return { title: t('news') };
}

export default async function NewsPage() {
  const [t, format, news] = await Promise.all([getTranslations('info'), getFormatter(), loadNews()]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('news')}</h1>
      {news.items.length === 0 && <p className={styles.text}>{t('noNews')}</p>}
      <ul className={styles.list}>
        {news.items.map((item) => (
          <li key={item.id}>
            <Link className={styles.card} href={`/news/${item.id}`}>
              {item.title}
              <time className={styles.date} dateTime={item.publishedAt}>
                {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
