/**
 * Push message destinations (core-session-account.md section 2 "Push modal",
 * catalogue-vod-billing.md section 4) and the redirect-target check of ARCHITECTURE.md:
 * every path built here or received as a return URL must be one of the app's own routes.
 */

import { unprefixedPath } from '../i18n/locale-paths';

/** core-session-account.md section 2 and catalogue-vod-billing.md section 2: first path segments the app serves. */
// prettier-ignore
export const APP_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  'startpage', 'channels', 'channel_embed', 'channelsfree', 'row', 'rowset', 'catalog', 'packets', 'provider',
  'lk', 'lk_parental', 'account_mobile', 'news', 'geo_lock', 'app_store', 'miniapp', 'promo', 'gift',
  'open_mobile_app', 'instructions', 'manual', 'contents', 'content_embed', 'episodes', 'watch', 'trailers',
  'persons', 'agreement', 'privacy', 'terms', 'settings', 'faq', 'search', 'my', 'newyear',
]);

/** core-session-account.md section 2: the confirm button falls back to this label key without an action text. */
export const PUSH_DEFAULT_ACTION_KEY = 'watch';

export interface PushDestination {
  type: string;
  id?: string | number | null;
  code?: string | null;
  slug?: string | null;
  src?: string | null;
}

const segment = (value: string | number): string => encodeURIComponent(String(value));

function slugOrId(destination: PushDestination): string | null {
  const value = destination.slug || destination.id;
  return value === null || value === undefined || value === '' ? null : segment(value);
}

/** The app path a push destination opens, or null when it has none. */
export function pushDestinationPath(destination: PushDestination | null | undefined): string | null {
  if (!destination) return null;
  const target = slugOrId(destination);
  switch (destination.type) {
    case 'content':
      return target && `/contents/${target}`;
    case 'channel':
      return target && `/channels/${target}`;
    case 'promo_key': {
      const code = destination.code || destination.id;
      return code ? `/promo?code=${encodeURIComponent(String(code))}` : null;
    }
    case 'setting':
    case 'settings':
      return '/lk';
    case 'row':
      return target && `/row/${target}`;
    case 'rowset':
      return target && `/rowset/${target}`;
    case 'packet':
    case 'packets':
      return destination.id ? `/packets/${segment(destination.id)}` : '/packets';
    default:
      return null;
  }
}

/**
 * True for a same-origin path of one of the app's routes: begins with a single slash, no
 * scheme, no backslashes or control characters, first segment known (or the home page).
 */
export function isSafeAppPath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return false;
  // Backslashes are read as slashes by browsers ("/\evil.com"), control characters hide them.
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  let url: URL;
  try {
    url = new URL(path, 'http://app.invalid');
  } catch {
    return false;
  }
  if (url.host !== 'app.invalid') return false;
  const first = unprefixedPath(url.pathname).split('/')[1] ?? '';
  return first === '' || APP_ROUTE_SEGMENTS.has(first);
}

export type PushConfirm =
  { kind: 'navigate'; path: string } | { kind: 'auth'; rememberedPath: string } | { kind: 'none' };

/**
 * What the confirm button does: navigate, or (neither logged in nor guest) remember the target
 * and open auth. Unsafe or missing destinations do nothing.
 */
export function pushConfirm(
  destination: PushDestination | null | undefined,
  session: { loggedIn: boolean; guest: boolean },
): PushConfirm {
  const path = pushDestinationPath(destination);
  if (!isSafeAppPath(path)) return { kind: 'none' };
  return session.loggedIn || session.guest ? { kind: 'navigate', path } : { kind: 'auth', rememberedPath: path };
}

/** The confirm button label: the push action text, else the "watch" message key. */
export function pushConfirmLabel(
  action: string | null | undefined,
): { text: string } | { key: typeof PUSH_DEFAULT_ACTION_KEY } {
  const text = action?.trim();
  return text ? { text } : { key: PUSH_DEFAULT_ACTION_KEY };
}

/** Line breaks in a push body become double breaks. */
export function pushBodyText(body: string): string {
  return body.replace(/\r?\n/g, '\n\n');
}
