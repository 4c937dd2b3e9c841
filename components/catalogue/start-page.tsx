import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { getMenuPages, getPage, isPersonalRow } from '@/lib/api/catalogue';
import { getServerApi } from '@/lib/api/server';
import type { Page } from '@/lib/api/types/catalogue';
import { RowItems } from './row-items';
import styles from './catalogue.module.css';

/** The first 4 rows of a page load their images eagerly (catalogue-vod-billing.md section 4). */
const EAGER_ROWS = 4;
/** A row header shows "open all" when the row has more than 2 items (section 2). */
const OPEN_ALL_MIN_ITEMS = 3;

export async function loadStartPage(slug?: string): Promise<Page | null> {
  const api = await getServerApi();
  const pages = await getMenuPages(api);
  const target = slug ? pages.find((page) => page.slug === slug) : pages.find((page) => page.template === 'startpage');
  return target ? getPage(api, target.id) : null;
}

/** A page made of rows; personal rows (history, favorites) are left to the client after session start-up. */
export async function StartPage({ page }: { page: Page }) {
  const t = await getTranslations('catalogue');
  const rows = page.rows.filter((row) => !isPersonalRow(row));
  return (
    <main className={styles.page}>
      <h1 className={styles.pageTitle}>{page.title}</h1>
      {rows.map((row, index) => {
        const itemCount = (row.count ?? 0) || row.contents.length + row.persons.length + row.channels.length + row.promotions.length;
        return (
          <section key={row.id ?? row.slug} className={styles.row} aria-labelledby={`row-${row.slug}`}>
            <header className={styles.rowHeader}>
              <h2 id={`row-${row.slug}`} className={styles.rowTitle}>
                {row.title}
              </h2>
              {itemCount >= OPEN_ALL_MIN_ITEMS && row.contentType === 'content' ? (
                <Link href={`/row/${row.slug || row.id}`} className={styles.openAll}>
                  {t('openAll')}
                </Link>
              ) : null}
            </header>
            <RowItems row={row} eager={index < EAGER_ROWS} />
          </section>
        );
      })}
    </main>
  );
}
