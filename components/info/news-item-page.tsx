import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getNewsItem } from '@/lib/api/platform';
import { getServerApi } from '@/lib/session/server-api';
import { rethrowIfUnavailable } from '@/lib/api/unavailable';
import { breadcrumbLd, newsArticleLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { InfoFrame } from './info-frame';
import styles from './info.module.css';

/** News ids are positive integers written without leading zeros (`/news/01` would be one more copy of `/news/1`). */
const NEWS_ID = /^[1-9]\d{0,8}$/;

/**
 * catalogue-vod-billing.md section 8: a news item that fails to load shows the 404 view; the platform down shows the
 * 503 screen (or the stored copy), not a 404 telling search engines the item is gone.
 */
const loadItem = cache(async (id: string) => {
  if (!NEWS_ID.test(id)) return null;
  return getNewsItem(await getServerApi(), Number(id)).catch((error: unknown) => {
    rethrowIfUnavailable(error);
    return null;
  });
});

export async function newsItemMetadata(id: string): Promise<Metadata> {
  const [item, origin] = await Promise.all([loadItem(id), siteOrigin()]);
  if (!item) return {};
  return pageMetadata({ title: item.title, description: item.text, path: `/news/${item.id}`, origin });
}

/** /news/{id}: one news item, a modal page over the news list or whichever page opened it. */
export async function NewsItemPage({ id, modal }: { id: string; modal?: boolean }) {
  const item = await loadItem(id);
  if (!item) notFound();
  const [format, t, meta, origin] = await Promise.all([
    getFormatter(),
    getTranslations('info'),
    getTranslations('meta'),
    siteOrigin(),
  ]);
  const url = `${origin}/news/${item.id}`;
  return (
    <InfoFrame title={item.title} modal={modal}>
      <JsonLdScript
        data={[
          newsArticleLd(item, url, meta('siteName')),
          breadcrumbLd([
            { name: meta('siteName'), url: `${origin}/` },
            { name: t('news'), url: `${origin}/news` },
            { name: item.title, url },
          ]),
        ]}
      />
      <time className={styles.date} dateTime={item.publishedAt}>
        {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
      </time>
      <p className={styles.text}>{item.text}</p>
    </InfoFrame>
  );
}
