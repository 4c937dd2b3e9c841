import { MY_PAGE_ID } from '@/lib/api/page-ids';
import type { MenuPage as CatalogueMenuPage } from '@/lib/api/types/catalogue';
import type { CurrentUser } from '@/lib/session/use-current-user';

/**
 * What the menu needs of a page from GET /v2/rowsets (catalogue-vod-billing.md section 2), or of a link the deployment
 * adds for one partner (lib/partners/menu-links.ts), which names that partner.
 */
export type MenuPage = Pick<CatalogueMenuPage, 'id' | 'slug' | 'title' | 'template'> & Partial<Pick<CatalogueMenuPage, 'icon' | 'url'>> & { partner?: string };

const SEARCH_TEMPLATE = 'search';
const STARTPAGE_TEMPLATE = 'startpage';
const OUTER_LINK_TEMPLATE = 'outer_link';
/** "tvchannels (also tvchannels20 and tvchannels30, shown under the slug channels)". */
const CHANNEL_TEMPLATES = new Set(['tvchannels', 'tvchannels20', 'tvchannels30']);

/**
 * The menu hides search pages; the "my" page is hidden from guests, signed-out viewers and child profiles; a partner's
 * links show only to that partner's viewers (`partners`: the remembered ?partner= and the provider's shortname).
 */
export function visibleMenuPages(pages: readonly MenuPage[], user: CurrentUser | null, partners: readonly (string | null | undefined)[] = []): MenuPage[] {
  const ownPagesAllowed = Boolean(user && !user.isGuest && user.profile?.role !== 'child');
  return pages.filter(
    (page) =>
      page.template !== SEARCH_TEMPLATE &&
      (page.id !== MY_PAGE_ID || ownPagesAllowed) &&
      (page.partner === undefined || partners.includes(page.partner)),
  );
}

/** outer_link pages point at another site and open in a new tab. */
export function isOuterLink(page: MenuPage): boolean {
  return page.template === OUTER_LINK_TEMPLATE && Boolean(page.url && /^https?:\/\//.test(page.url));
}

/** Page 1000 is the viewer's own page (favourites, history) at /my, whatever template the operator gives it. */
const MY_PAGE_HREF = '/my';

export function menuPageHref(page: MenuPage): string {
  if (isOuterLink(page)) return page.url as string;
  if (page.id === MY_PAGE_ID) return MY_PAGE_HREF;
  if (page.template === STARTPAGE_TEMPLATE) return '/';
  if (CHANNEL_TEMPLATES.has(page.template)) return '/channels';
  return page.slug ? `/${encodeURIComponent(page.slug)}` : `/rowset/${page.id}`;
}

/** The item whose address the current path is in (home only on "/"). */
export function isActiveHref(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/' || pathname === '/startpage';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * How many menu items fit in `available` pixels, keeping room for the "..." button when some must overflow.
 * Widths are the rendered widths of every item in order.
 */
export function fittingItemCount(widths: readonly number[], available: number, moreButtonWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreButtonWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
