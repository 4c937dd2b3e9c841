import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter } from 'next-intl/server';
import { cache } from 'react';
import styles from '@/components/info/info.module.css';
import { getNewsItem } from '@/lib/api/platform';
import { getServerApi } from '@/lib/api/server';

interface Props {
  params: Promise<{ id: string }>;
}

/** Section 8: a news item that fails to load shows the 404 view. */
const loadItem = cache(async (id: string) => {
  if (!/^\d{1,9}$/.test(id)) return null;
  return getNewsItem(await getServerApi(), Number(id)).catch(() => null);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadItem((await params).id);
  return item ? { title: item.title } : {};
}

export default async function NewsItemPage({ params }: Props) {
  const item = await loadItem((await params).id);
  if (!item) notFound();
  const format = await getFormatter();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{item.title}</h1>
      <time className={styles.date} dateTime={item.publishedAt}>
        {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
      </time>
      <p className={styles.text}>{item.text}</p>
    </article>
  );
}
