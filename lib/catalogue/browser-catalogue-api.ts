/**
 * The catalogue API module (lib/api/catalogue, with every reshaper of the catalogue's answers) for calls made in the
 * browser. Those calls are personal or follow a scroll, so they run after start-up: loading the module with the first
 * call keeps it out of the catalogue pages' first load (170 kB budget, GUIDE.md).
 */
export function loadCatalogueApi() {
  return import('@/lib/api/catalogue');
}
