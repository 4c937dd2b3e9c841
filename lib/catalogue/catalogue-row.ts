import type { ContentSummary, PromoDestination, Row } from '@/lib/api/types/catalogue';
import { CATALOGUE_TYPES, catalogHref, type CatalogueType, type FilterValues } from './catalog-query';
import { CATALOGUE_DESTINATION, catalogueRowPath } from './destinations';

/**
 * The operator's filtered catalogue is "a single fixed row by id" (catalogue-vod-billing.md section 7), and the spec
 * does not say which: a deployment names it in CATALOGUE_ROW (its id or slug). Films and Series pages lead there with
 * their type chosen, and a promo whose destination is that row opens it with its filters, not as a plain row page.
 * Unset: nothing leads to /catalog, which still answers for an address typed or shared.
 */
export function catalogueRowSetting(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text))
    throw new Error(`CATALOGUE_ROW: "${text}" is not a row id or slug (letters, digits, "-" and "_")`);
  return text;
}

/** The catalogue's address with these filters chosen. */
export function catalogueAddress(row: string, values: FilterValues = {}): string {
  return catalogHref(catalogueRowPath(row), values);
}

/** The menu pages (Films, Series) that lead to the filtered catalogue (catalogue-vod-billing.md section 1). */
export const GROUP_CATALOG_TEMPLATE = 'group.catalog';

/** A promo destination that is the filtered catalogue's row, named by id or by slug. */
function isCatalogueRow(destination: Pick<PromoDestination, 'type' | 'id' | 'slug'>, row: string): boolean {
  return destination.type === 'row' && (destination.slug === row || (destination.id != null && String(destination.id) === row));
}

/** A row whose promos that name the catalogue's row lead to the catalogue. */
export function withCatalogueDestinations(row: Row, catalogueRow: string | null): Row {
  if (!catalogueRow || !row.promotions.some((promotion) => isCatalogueRow(promotion.destination, catalogueRow))) return row;
  return {
    ...row,
    promotions: row.promotions.map((promotion) =>
      isCatalogueRow(promotion.destination, catalogueRow)
        ? { ...promotion, destination: { ...promotion.destination, type: CATALOGUE_DESTINATION, slug: catalogueRow } }
        : promotion,
    ),
  };
}

/**
 * The type a Films or Series page is about: the one more than half of its titles have. A page of mixed titles has
 * none, and its catalogue opens on every type.
 */
export function dominantCatalogueType(contents: readonly Pick<ContentSummary, 'contentType'>[]): CatalogueType | null {
  const counts = new Map<CatalogueType, number>();
  for (const { contentType } of contents) {
    const type = CATALOGUE_TYPES.find((item) => item === contentType);
    if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  for (const [type, count] of counts) if (count * 2 > contents.length) return type;
  return null;
}
