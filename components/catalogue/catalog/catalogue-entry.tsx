import { getTranslations } from 'next-intl/server';
import type { Genre } from '@/lib/api/types/catalogue';
import { genreFilterValue, type CatalogueType } from '@/lib/catalogue/catalog-query';
import { catalogueAddress } from '@/lib/catalogue/catalogue-row';
import { IntentLink } from '@/components/ui/intent-link';
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
 * them to addresses of one filter. Intent links: each is a page rendered per request, and a viewport prefetch asked
 * the server for every one of them at each visit of the page (358 renders in 80 page views).
 */
export async function CatalogueEntry({ row, type, genres }: CatalogueEntryProps) {
  const t = await getTranslations('catalogue');
  const typeValue = type ? { type } : {};
  return (
    <nav className={styles.entry} aria-label={t('filters')}>
      <ul className={styles.entryList}>
        <li>
          <IntentLink href={catalogueAddress(row, typeValue)} className={styles.entryAll}>
            {t('catalogueAll', { type: type ?? 'other' })}
          </IntentLink>
        </li>
        {genres.map((genre) => (
          <li key={genre.id}>
            <IntentLink href={catalogueAddress(row, { ...typeValue, genre: genreFilterValue(genre) })} className={styles.entryGenre}>
              {genre.name}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
