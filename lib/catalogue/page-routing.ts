import type { MenuPage } from '@/lib/api/types/catalogue';

/** Templates of section 2 that are not drawn as rows but lead elsewhere. */
export const TV_CHANNEL_TEMPLATES: readonly string[] = ['tvchannels', 'tvchannels20', 'tvchannels30'];

/** Where a menu page lives: rows pages render here, the others are redirects (catalogue-vod-billing.md section 2). */
export function pageRedirect(page: Pick<MenuPage, 'template' | 'url'>): string | null {
  if (TV_CHANNEL_TEMPLATES.includes(page.template)) return '/channels';
  if (page.template === 'search') return '/search';
  if (page.template === 'outer_link') return page.url && /^https?:\/\//i.test(page.url) ? page.url : '/';
  return null;
}

/** Where each menu page that is not drawn as rows lives, by its id and by its slug. */
export function menuPageRedirects(pages: readonly Pick<MenuPage, 'id' | 'slug' | 'template' | 'url'>[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const page of pages) {
    const target = pageRedirect(page);
    if (!target) continue;
    targets.set(String(page.id), target);
    if (page.slug) targets.set(page.slug, target);
  }
  return targets;
}

/** The canonical path of a rows page. */
export function pagePath(page: Pick<MenuPage, 'template' | 'slug' | 'id'>): string {
  return page.template === 'startpage' ? '/' : `/${encodeURIComponent(page.slug || String(page.id))}`;
}
