import type { Metadata } from 'next';
import { LocalizedLink } from '@/components/ui/localized-link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getNews } from '@/lib/api/platform';
import { getServerApi } from '@/lib/session/server-api';
import { itemListLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { InfoFrame } from './info-frame';
import styles from './info.module.css';

const NEWS_PATH = '/news';

const loadNews = cache(async () => getNews(await getServerApi()));

export async function newsMetadata(): Promise<Metadata> {
  const [t, origin] = await Promise.all([getTranslations('info'), siteOrigin()]);
  return pageMetadata({ title: t('news'), description: t('newsDescription'), path: NEWS_PATH, origin });
}

/** /news: the list; each item opens as a modal page over it. */
export async function NewsPage() {
  const [t, format, news, origin] = await Promise.all([
    getTranslations('info'),
    getFormatter(),
    loadNews(),
    siteOrigin(),
  ]);
  return (
    <InfoFrame title={t('news')}>
      <JsonLdScript
        data={itemListLd(
          t('news'),
          `${origin}${NEWS_PATH}`,
          news.items.map((item) => ({ name: item.title, url: `${origin}${NEWS_PATH}/${item.id}` })),
        )}
      />
      {news.items.length === 0 && <p className={styles.text}>{t('noNews')}</p>}
      <ul className={styles.list}>
        {news.items.map((item) => (
          <li key={item.id}>
            <LocalizedLink className={styles.card} href={`${NEWS_PATH}/${item.id}`}>
              {item.title}
              <time className={styles.date} dateTime={item.publishedAt}>
                {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
              </time>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </InfoFrame>
  );
}
