import type { Promotion, PromoDestination } from '@/lib/api/types/catalogue';
import { ALL_CHANNELS_CATEGORY } from './channel-category';
import { withLibrary } from './library-address';

/**
 * Where a promo item leads (catalogue-vod-billing.md section 2, "Item destination types").
 * `link` is an app or external address; `modal` and `message` are opened on click instead.
 */
export type DestinationAction =
  | { kind: 'link'; href: string; newTab: boolean }
  | { kind: 'promo-wizard' }
  | { kind: 'message'; title: string; text: string }
  | { kind: 'none' };

const EXTERNAL = /^https?:\/\//i;

/**
 * The app's own destination type for the filtered catalogue, its row in `slug`: set on the server, which knows the
 * deployment's catalogue row (lib/catalogue/catalogue-row.ts), so the browser's promo links need no copy of it.
 */
export const CATALOGUE_DESTINATION = 'catalogue';

/**
 * The app's own destination type for a menu page that is not drawn as rows (channels, search, an outer link), where it
 * lives in `src`: set on the server from the menu (menu-destinations.ts), so the link goes there directly rather than
 * through the page's redirect, a hop for every visitor and a prefetch the browser's router never finishes reading.
 */
export const MENU_ADDRESS_DESTINATION = 'menu_address';

/** The filtered catalogue's address, before any filter. */
export function catalogueRowPath(row: string): string {
  return `/catalog/${encodeURIComponent(row)}`;
}

function ref(destination: PromoDestination): string | null {
  const value = destination.slug || destination.id;
  return value == null || value === '' ? null : encodeURIComponent(String(value));
}

/** A non-OTT provider sells the same packet under id_no_ott when present. */
export function packetIdFor(destination: PromoDestination, providerIsOtt: boolean): number | null {
  if (!providerIsOtt && destination.idNoOtt != null) return destination.idNoOtt;
  return destination.id;
}

export function destinationAction(
  promotion: Pick<Promotion, 'destination' | 'title' | 'description'>,
  providerIsOtt = true,
): DestinationAction {
  const { destination } = promotion;
  const target = ref(destination);
  switch (destination.type) {
    case 'open_url':
      return destination.src && EXTERNAL.test(destination.src)
        ? { kind: 'link', href: destination.src, newTab: true }
        : { kind: 'none' };
    case 'enter_promo_key':
      return { kind: 'promo-wizard' };
    case 'content':
      return target
        ? { kind: 'link', href: withLibrary(`/contents/${target}`, destination.libraryId), newTab: false }
        : { kind: 'none' };
    case 'row':
      return target ? { kind: 'link', href: `/row/${target}`, newTab: false } : { kind: 'none' };
    case CATALOGUE_DESTINATION:
      return destination.slug
        ? { kind: 'link', href: catalogueRowPath(destination.slug), newTab: false }
        : { kind: 'none' };
    case MENU_ADDRESS_DESTINATION:
      return destination.src
        ? { kind: 'link', href: destination.src, newTab: EXTERNAL.test(destination.src) }
        : { kind: 'none' };
    case 'rowset':
      return target ? { kind: 'link', href: `/rowset/${target}`, newTab: false } : { kind: 'none' };
    case 'packet': {
      const id = packetIdFor(destination, providerIsOtt);
      return { kind: 'link', href: id == null ? '/packets' : `/packets/${id}`, newTab: false };
    }
    case 'channel':
      return target
        ? { kind: 'link', href: `/channels/${ALL_CHANNELS_CATEGORY}/${target}`, newTab: false }
        : { kind: 'link', href: '/channels', newTab: false };
    case 'last_channel':
      return { kind: 'link', href: '/channels', newTab: false };
    case 'text':
      return {
        kind: 'message',
        title: destination.title ?? promotion.title,
        text: destination.description ?? promotion.description,
      };
    default:
      return { kind: 'none' };
  }
}
