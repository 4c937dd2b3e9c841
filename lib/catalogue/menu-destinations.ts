import type { MenuPage, PromoDestination, Row } from '@/lib/api/types/catalogue';
import { MENU_ADDRESS_DESTINATION } from './destinations';
import { menuPageRedirects } from './page-routing';

function menuAddressOf(destination: PromoDestination, addresses: Map<string, string>): string | undefined {
  if (destination.type !== 'rowset') return undefined;
  return (
    addresses.get(destination.slug ?? '') ??
    (destination.id == null ? undefined : addresses.get(String(destination.id)))
  );
}

/** The rows' promos that lead to such a menu page (a rowset destination) lead where that page lives. */
export function withMenuPageDestinations(rows: readonly Row[], pages: readonly MenuPage[]): Row[] {
  const addresses = menuPageRedirects(pages);
  if (!addresses.size) return [...rows];
  return rows.map((row) =>
    row.promotions.some((promotion) => menuAddressOf(promotion.destination, addresses))
      ? {
          ...row,
          promotions: row.promotions.map((promotion) => {
            const src = menuAddressOf(promotion.destination, addresses);
            return src
              ? { ...promotion, destination: { ...promotion.destination, type: MENU_ADDRESS_DESTINATION, src } }
              : promotion;
          }),
        }
      : row,
  );
}
