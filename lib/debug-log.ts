import { DEBUG_COOKIE } from './request-gate/query-switches';
import { navigationCookie } from './security/navigation-cookies';

/**
 * Console logging of the browser app, only in development or with analytics debug on (core-session-account.md
 * section 9: "console logging only in development or debug"; `?show_debug`, lib/request-gate/query-switches.ts).
 * Server code logs to the operator's log as before: this is about what a viewer's console shows.
 */
export function isDebugOn(): boolean {
  if (process.env.NODE_ENV === 'development') return true;
  return navigationCookie(DEBUG_COOKIE) === '1';
}

type Level = 'info' | 'warn' | 'error';

function write(level: Level, args: unknown[]) {
  // eslint-disable-next-line no-console -- the one gate of what the browser's console shows
  if (isDebugOn()) console[level](...args);
}

export const debugLog = {
  info: (...args: unknown[]) => write('info', args),
  warn: (...args: unknown[]) => write('warn', args),
  error: (...args: unknown[]) => write('error', args),
};
