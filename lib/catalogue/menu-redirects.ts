import { getMenuPages } from '../api/catalogue';
import { createApiClient } from '../api/client';
import { menuPageRedirects } from './page-routing';

/**
 * Menu pages that are not drawn as rows (channels, search, an outer link) lead elsewhere (catalogue-vod-billing.md
 * section 2). The request gate answers their addresses (/rowset/{id or slug}, /{slug}) with the redirect, because a
 * page rendered into Next's page cache that calls redirect() sends its Location header twice on a cache MISS
 * ("/channels, /channels"), and Chromium then follows that joined value.
 *
 * The menu is read from the platform and kept in memory: one lookup per request, a refresh in the background.
 */

export const MENU_REDIRECTS_TTL_MS = 30_000;
/** After a failed read, requests pass untouched for this long rather than each waiting on a platform that is down. */
const RETRY_AFTER_FAILURE_MS = 5_000;
const READ_TIMEOUT_MS = 3_000;
const ROWSET_PATH = /^\/rowset\/([^/]+)\/?$/;
const SINGLE_SEGMENT_PATH = /^\/([^/]+)\/?$/;

export interface MenuRedirectOptions {
  platformUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface MenuState {
  /** Page slug or id → where that page lives. */
  targets: Map<string, string>;
  /** Every menu page's slug and id; null until the menu was read once. */
  refs: Set<string> | null;
  freshUntil: number;
  loading: Promise<void> | null;
}

const state: MenuState = { targets: new Map(), refs: null, freshUntil: 0, loading: null };

async function readMenu({ platformUrl, fetch, now = Date.now }: MenuRedirectOptions): Promise<void> {
  try {
    const pages = await getMenuPages(createApiClient({ baseUrl: platformUrl, fetch, timeoutMs: READ_TIMEOUT_MS }));
    state.targets = menuPageRedirects(pages);
    state.refs = new Set(pages.flatMap((page) => [String(page.id), ...(page.slug ? [page.slug] : [])]));
    state.freshUntil = now() + MENU_REDIRECTS_TTL_MS;
  } catch {
    // The last known menu stays in use; the page itself answers 503 when the platform is down.
    state.freshUntil = now() + RETRY_AFTER_FAILURE_MS;
  } finally {
    state.loading = null;
  }
}

function pageRef(pathname: string): string | null {
  const match = ROWSET_PATH.exec(pathname) ?? SINGLE_SEGMENT_PATH.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Where a menu page's address leads, or null when the address is not such a page (or the page is drawn as rows). */
export async function menuPageRedirect(pathname: string, options: MenuRedirectOptions): Promise<string | null> {
  const ref = pageRef(pathname);
  if (!ref) return null;
  const now = (options.now ?? Date.now)();
  if (now >= state.freshUntil) {
    state.loading ??= readMenu(options);
    // Only the very first read is waited for; later ones refresh in the background while the last menu answers.
    if (state.targets.size === 0 && state.freshUntil === 0) await state.loading;
  }
  const target = state.targets.get(ref);
  // /channels and /search are pages of their own: their menu page leads to the address it is asked by.
  return target && target !== pathname.replace(/\/$/, '') ? target : null;
}

/**
 * Whether a one-segment address (`/{slug}`) is a menu page as of the menu last read by menuPageRedirect: true or
 * false, or null while no menu was read (the page then decides).
 */
export function isMenuPageRef(ref: string): boolean | null {
  return state.refs ? state.refs.has(ref) : null;
}
