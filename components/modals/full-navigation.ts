/** A real page load (not a soft navigation), so no intercepting route can keep the current page mounted. */
export function navigateFully(href: string): void {
  window.location.assign(href);
}
