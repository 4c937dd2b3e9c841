import { notePageStored } from '../ops/render-admission.mjs';

/**
 * A page rendered with this attribute somewhere in its markup is shown to the viewer who asked but never stored in the
 * page cache (plain JavaScript, as cache-handler.mjs reads it outside Next's compiler). Its values say why:
 * - `partial`: part of its data could not be read (the platform down, slow or failing for one call). Stored, it would
 *   replace the good copy and be served to everyone until the next regeneration; the copy kept from before goes on
 *   being served (stale on error) until a complete page replaces it (issue 21).
 * - `alias`: the address names a record by its trailing digits with another slug (`/contents/anything-3`,
 *   catalogue-vod-billing.md section 2). Such addresses are endless; each stored would be one more copy of the same page
 *   and memory would grow with every address a crawler or a loop invents. The canonical address is stored.
 */
export const NOT_STORED_ATTRIBUTE = 'data-not-stored';

const MARK = `${NOT_STORED_ATTRIBUTE}=`;

/** Whether a cache entry's value is a page that must not be stored (see NOT_STORED_ATTRIBUTE). */
export function isNotStoredPage(value) {
  if (value?.kind !== 'APP_PAGE') return false;
  const html = typeof value.html === 'string' ? value.html : value.html?.toString?.();
  return typeof html === 'string' && html.includes(MARK);
}

/**
 * The internal address every unknown address is served from (middleware.ts, lib/catalogue/unknown-address.ts): its
 * 404 page, one per language and settings, is the one 404 kept, so an invented address costs a cached answer instead
 * of a render (issue 32).
 */
export const UNKNOWN_ADDRESS_PATH = '/unknown-address';

const isUnknownAddressPage = (key) => typeof key === 'string' && key.endsWith(UNKNOWN_ADDRESS_PATH);

const isRedirect = (status) => typeof status === 'number' && status >= 300 && status < 400;

/**
 * A page or share image that answered 404 (an unknown slug) is not stored: anyone can ask for endless such addresses,
 * and each would take a place that a real page needs. It is rendered again when asked again; its API answer stays in
 * the data cache. A route's redirect (a share image named by an alias, sent to its own address) is not stored for the
 * same reason. The unknown-address page (UNKNOWN_ADDRESS_PATH) is the exception: one page stands for all of them. A page marked with NOT_STORED_ATTRIBUTE is not stored either: the copy already stored (if any) stays
 * and is served.
 */
export function completePagesOnly(handler) {
  return {
    ...handler,
    name: `${handler.name}-complete-pages`,
    set(key, entry, context) {
      const kind = entry?.value?.kind;
      const status = entry?.value?.status;
      if ((kind === 'APP_PAGE' || kind === 'APP_ROUTE') && status === 404 && !isUnknownAddressPage(key)) return Promise.resolve();
      if (kind === 'APP_ROUTE' && isRedirect(status)) return Promise.resolve();
      if (isNotStoredPage(entry?.value)) return Promise.resolve();
      // The request that rendered it may skip the render bound from now on (lib/ops/render-admission.mjs).
      if (kind === 'APP_PAGE' || kind === 'APP_ROUTE') notePageStored();
      return handler.set(key, entry, context);
    },
  };
}
