/**
 * The catalogue API module (lib/api/catalogue, with every reshaper of the catalogue's answers) and the browser's API
 * client, for calls made in the browser. Those calls are personal or follow a scroll, so they run after start-up:
 * loading both with the first call keeps them out of the catalogue pages' first load (170 kB budget, GUIDE.md).
 */
export async function loadCatalogueApi(locale?: string) {
  const [catalogue, browser] = await Promise.all([import('@/lib/api/catalogue'), import('@/lib/api/browser')]);
  return { catalogue, api: browser.getBrowserApi(locale) };
}
