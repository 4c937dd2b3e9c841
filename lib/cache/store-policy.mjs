/**
 * A page rendered while part of its data could not be read (the platform down, slow or failing for one call) carries
 * this attribute. It is still shown to the viewer who asked, but never stored in the page cache: stored, it would
 * replace the good copy and be served to everyone until the next regeneration. The copy kept from before goes on
 * being served (stale on error) until a complete page replaces it (issue 21). Plain JavaScript, as cache-handler.mjs
 * reads it outside Next's compiler.
 */
export const PARTIAL_PAGE_ATTRIBUTE = 'data-partial-page';

const MARK = `${PARTIAL_PAGE_ATTRIBUTE}=`;

/** Whether a cache entry's value is a page (or route answer) rendered with part of its data missing. */
export function isPartialPage(value) {
  if (value?.kind !== 'APP_PAGE') return false;
  const html = typeof value.html === 'string' ? value.html : value.html?.toString?.();
  return typeof html === 'string' && html.includes(MARK);
}

/**
 * A page or share image that answered 404 (an unknown slug) is not stored: anyone can ask for endless such addresses, and each would
 * take a place that a real page needs. It is rendered again when asked again; its API answer stays in the data cache.
 * A page rendered with part of its data missing (isPartialPage) is not stored either: the copy already
 * stored stays and is served until a complete page replaces it.
 */
export function completePagesOnly(handler) {
  return {
    ...handler,
    name: `${handler.name}-complete-pages`,
    set(key, entry, context) {
      const kind = entry?.value?.kind;
      if ((kind === 'APP_PAGE' || kind === 'APP_ROUTE') && entry.value.status === 404) return Promise.resolve();
      if (isPartialPage(entry?.value)) return Promise.resolve();
      return handler.set(key, entry, context);
    },
  };
}
