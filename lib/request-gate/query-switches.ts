
/**
 * The query switches of core-session-account.md section 2 ("devapi and similar environment switches, customapi ...
 * show_debug (analytics debug)"). Each is closed until the deployment configures it: an address cannot turn on what
 * the operator did not allow.
 *
 * - `?show_debug=1` (SHOW_DEBUG_ENABLED=1): analytics debug and console logging in that browser (lib/debug-log.ts)
 *   until the browser closes; `?show_debug=0` ends it.
 * - `?devapi` and `?customapi=<name>` (API_SWITCH_TARGETS): the gateway sends that browser's calls to another of the
 *   operator's back ends, named in the setting (`?devapi` is the one named `dev`); `?devapi=0` or `?customapi=`
 *   returns to the deployment's own. Only names are accepted, never an address: the gateway adds the viewer's token
 *   to every call, so an address from a link would hand the token to whoever wrote the link. The session cookies
 *   belong to one back end, so a switch starts a fresh session. Server-rendered public pages are shared by every
 *   viewer and cached, so they keep coming from the deployment's own back end.
 */
export const DEBUG_COOKIE = 'show_debug';
export const API_TARGET_COOKIE = 'api_target';
/** `?devapi` picks the back end of this name. */
export const DEV_API_TARGET = 'dev';

export interface QuerySwitchSettings {
  showDebug: boolean;
  /** Back ends a browser may switch to, by name. */
  apiTargets: ReadonlyMap<string, string>;
}

const TARGET_NAME = /^[a-z0-9_-]{1,32}$/i;
const ON = /^(1|true|yes|on)$/i;
const OFF = /^(0|false|no|off)$/i;

/** `dev=https://dev-api.example, stage=https://stage-api.example`; an entry that is not a name and an http(s) origin is left out. */
export function parseApiTargets(raw: string | undefined): Map<string, string> {
  const targets = new Map<string, string>();
  for (const entry of (raw ?? '').split(',')) {
    const index = entry.indexOf('=');
    const name = entry.slice(0, index).trim();
    const address = entry.slice(index + 1).trim();
    if (index <= 0 || !TARGET_NAME.test(name)) continue;
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') targets.set(name, `${url.origin}${url.pathname}`.replace(/\/$/, ''));
    } catch {
      // Not an address: left out.
    }
  }
  return targets;
}

export function querySwitchSettingsFromEnv(env: Record<string, string | undefined> = process.env): QuerySwitchSettings {
  return { showDebug: ON.test(env.SHOW_DEBUG_ENABLED ?? ''), apiTargets: parseApiTargets(env.API_SWITCH_TARGETS) };
}

/** The back end a browser's api_target cookie names, when the deployment still allows it. */
export function apiTargetUrl(cookieValue: string | undefined, settings: QuerySwitchSettings): string | null {
  return (cookieValue && settings.apiTargets.get(cookieValue)) || null;
}

/** A cookie to set (a value) or to remove (null). */
export interface CookieChange {
  name: string;
  value: string | null;
}

/** The back end the address asks for: a name, '' for the deployment's own, undefined when it asks nothing. */
function requestedTarget(searchParams: URLSearchParams): string | undefined {
  const custom = searchParams.get('customapi');
  if (custom !== null) return custom.trim();
  const dev = searchParams.get('devapi');
  if (dev === null) return undefined;
  return OFF.test(dev) ? '' : DEV_API_TARGET;
}

function debugChange(searchParams: URLSearchParams, current: string | undefined, allowed: boolean): CookieChange[] {
  if (!allowed) return current ? [{ name: DEBUG_COOKIE, value: null }] : [];
  const asked = searchParams.get('show_debug');
  if (asked === null) return [];
  const on = asked === '' || ON.test(asked);
  if (on === (current === '1')) return [];
  return [{ name: DEBUG_COOKIE, value: on ? '1' : null }];
}

function targetChange(
  searchParams: URLSearchParams,
  current: string | undefined,
  targets: ReadonlyMap<string, string>,
  sessionCookies: readonly string[],
): CookieChange[] {
  const before = current ?? '';
  const asked = requestedTarget(searchParams);
  // A cookie naming a back end the deployment no longer allows goes, whatever the address asks.
  const kept = targets.has(before) ? before : '';
  const next = asked !== undefined && (asked === '' || targets.has(asked)) ? asked : kept;
  if (next === before) return [];
  return [{ name: API_TARGET_COOKIE, value: next || null }, ...sessionCookies.map((name) => ({ name, value: null }))];
}

/**
 * The cookies this address's switches set or remove, given the browser's current ones. A switch of back end removes
 * the session's cookies (`sessionCookies`, named by lib/session/cookies.ts): a token is only good on its own back end.
 */
export function querySwitchCookies(
  searchParams: URLSearchParams,
  current: { debug?: string; apiTarget?: string },
  settings: QuerySwitchSettings,
  sessionCookies: readonly string[],
): CookieChange[] {
  return [
    ...debugChange(searchParams, current.debug, settings.showDebug),
    ...targetChange(searchParams, current.apiTarget, settings.apiTargets, sessionCookies),
  ];
}
