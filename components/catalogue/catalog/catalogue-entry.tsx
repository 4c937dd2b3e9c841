import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Genre } from '@/lib/api/types/catalogue';
import { genreFilterValue, type CatalogueType } from '@/lib/catalogue/catalog-query';
import { catalogueAddress } from '@/lib/catalogue/catalogue-row';
import styles from './catalog.module.css';

interface CatalogueEntryProps {
  /** The filtered catalogue's row (CATALOGUE_ROW). */
  row: string;
  type: CatalogueType | null;
  genres: Genre[];
}

/**
 * A Films or Series page's way into the filtered catalogue: the whole catalogue of its type, and one link per genre
 * its titles have. Plain links, one line that scrolls on a phone: no script, a remote walks them, a crawler follows
 * them to addresses of one filter.
 */
export async function CatalogueEntry({ row, type, genres }: CatalogueEntryProps) {
  const t = await getTranslations('catalogue');
  const typeValue = type ? { type } : {};
  return (
    <nav className={styles.entry} aria-label={t('filters')}>
      <ul className={styles.entryList}>
        <li>
          <Link href={catalogueAddress(row, typeValue)} className={styles.entryAll}>
            {t('catalogueAll', { type: type ?? 'other' })}
          </Link>
        </li>
        {genres.map((genre) => (
          <li key={genre.id}>
            <Link href={catalogueAddress(row, { ...typeValue, genre: genreFilterValue(genre) })} className={styles.entryGenre}>
              {genre.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
