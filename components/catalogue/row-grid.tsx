import type { Row } from '@/lib/api/types/catalogue';
import { VERTICAL_TEMPLATES, rowChannels, rowContents } from '@/lib/catalogue/rows';
import { ChannelCard, ContentCard, HistoryCard, PersonCard } from './cards';
import styles from './catalogue.module.css';

type RowItems = Pick<Row, 'contents' | 'history' | 'persons' | 'channels' | 'template'>;

/** Items of a row page as grid cells; posters for vertical templates, frames otherwise. */
export function RowGridItems({ row, eager }: { row: RowItems; eager: boolean }) {
  const loading = eager ? 'eager' : 'lazy';
  const vertical = VERTICAL_TEMPLATES.includes(row.template) || row.template === 'catalog';
  return (
    <>
      {rowContents(row).map((content) => (
        <li key={`c${content.id}`} className={styles.cell} data-an-item={content.id}>
          <ContentCard content={content} vertical={vertical} loading={loading} />
        </li>
      ))}
      {row.history.map((item) => (
        <li key={`h${item.id}`} className={styles.cell} data-an-item={item.id}>
          <HistoryCard item={item} loading={loading} />
        </li>
      ))}
      {row.persons.map((person) => (
        <li key={`p${person.id}`} className={styles.cell} data-an-item={person.id}>
          <PersonCard person={person} loading={loading} />
        </li>
      ))}
      {rowChannels(row).map((channel) => (
        <li key={`ch${channel.id}`} className={styles.cell} data-an-item={channel.id}>
          <ChannelCard channel={channel} loading={loading} />
        </li>
      ))}
    </>
  );
}

/** Number of items a row page carried (before the 4K filter), which decides whether more pages exist. */
export function rowPageLength(row: Pick<Row, 'contents' | 'history' | 'persons' | 'channels'>): number {
  return row.contents.length + row.history.length + row.persons.length + row.channels.length;
}
