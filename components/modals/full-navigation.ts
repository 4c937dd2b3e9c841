import { localizedForPage } from '@/lib/i18n/locale-paths';

/** A real page load (not a soft navigation), so no intercepting route can keep the current page mounted. */
export function navigateFully(href: string): void {
  window.location.assign(localizedForPage(href, window.location.pathname));
}
