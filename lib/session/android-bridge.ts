import { debugLog } from '../debug-log';

/**
 * The Android web view bridge (core-session-account.md section 7): logEvent(name, json) and openUrlInApp(url).
 * Outside the web view the bridge is absent and calls fall back to the browser.
 */
interface AndroidBridge {
  logEvent?(name: string, json: string): void;
  openUrlInApp?(url: string): void;
}

function bridge(): AndroidBridge | null {
  if (typeof window === 'undefined') return null;
  const candidate = (window as unknown as { Android?: AndroidBridge }).Android;
  return candidate && typeof candidate === 'object' ? candidate : null;
}

export function logBridgeEvent(name: string, params: Record<string, unknown>): boolean {
  const target = bridge();
  if (!target?.logEvent) return false;
  try {
    target.logEvent(name, JSON.stringify(params));
    return true;
  } catch (error) {
    debugLog.warn('web view logEvent failed', error);
    return false;
  }
}

/** Opens a link in the app when the bridge can, else in the browser ("open-in-app failure falls back"). */
export function openUrlInApp(url: string, fallback: (url: string) => void = (target) => window.open(target, '_blank', 'noopener,noreferrer')): void {
  const target = bridge();
  if (target?.openUrlInApp) {
    try {
      target.openUrlInApp(url);
      return;
    } catch (error) {
      debugLog.warn('openUrlInApp failed, using the browser', error);
    }
  }
  fallback(url);
}
