import type { MenuPage, PromoDestination, Row } from '@/lib/api/types/catalogue';
import { MENU_ADDRESS_DESTINATION } from './destinations';
import { pageRedirect } from './page-routing';

/** Where each menu page that is not drawn as rows lives, by its id and by its slug. */
function menuAddresses(pages: readonly MenuPage[]): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const page of pages) {
    const address = pageRedirect(page);
    if (!address) continue;
    addresses.set(String(page.id), address);
    if (page.slug) addresses.set(page.slug, address);
  }
  return addresses;
}

function menuAddressOf(destination: PromoDestination, addresses: Map<string, string>): string | undefined {
  if (destination.type !== 'rowset') return undefined;
  return (
    addresses.get(destination.slug ?? '') ??
    (destination.id == null ? undefined : addresses.get(String(destination.id)))
  );
}

/** The rows' promos that lead to such a menu page (a rowset destination) lead where that page lives. */
export function withMenuPageDestinations(rows: readonly Row[], pages: readonly MenuPage[]): Row[] {
  const addresses = menuAddresses(pages);
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
