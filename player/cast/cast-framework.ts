import { hasGoogleCast } from './google-cast';

/**
 * Google's Cast sender framework. The viewer's browser loads it at runtime (our build has no internet and ships
 * none of it); it only works in Chromium browsers and on secure pages.
 */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
/**
 * A framework that has not answered by then is treated as unreachable and Remote Playback is used: short
 * enough that the click's user activation (about 5 s in Chromium) still allows the device picker.
 */
export const CAST_FRAMEWORK_TIMEOUT_MS = 4000;

/** The framework calls this global once it has loaded (with false where casting cannot work). */
const READY_CALLBACK = '__onGCastApiAvailable';

type CastReadyWindow = Window & { [READY_CALLBACK]?: (available: boolean) => void };

export interface CastFrameworkOptions {
  timeoutMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

const attempts = new WeakMap<Window, Promise<boolean>>();

/** Where the framework can work at all: Chromium (it refuses elsewhere) and a secure context. */
export function mayUseCastFramework(win: Window): boolean {
  const agent = win.navigator.userAgent;
  return win.isSecureContext && /(Chrome|Chromium|CriOS)\//.test(agent) && !/Firefox\//.test(agent);
}

/**
 * Loads the sender framework once per page and resolves whether Google Cast can be used. Resolves false,
 * never rejects, when the script is unreachable, answers "not available" or stays silent past the timeout,
 * so the caller falls back to the Remote Playback API.
 */
export function loadCastFramework(win: Window, options: CastFrameworkOptions = {}): Promise<boolean> {
  const earlier = attempts.get(win);
  if (earlier) return earlier;
  const attempt = hasGoogleCast(win)
    ? Promise.resolve(true)
    : mayUseCastFramework(win)
      ? injectFramework(win, options)
      : Promise.resolve(false);
  attempts.set(win, attempt);
  return attempt;
}

function injectFramework(win: CastReadyWindow, options: CastFrameworkOptions): Promise<boolean> {
  const { timeoutMs = CAST_FRAMEWORK_TIMEOUT_MS, setTimer = (run, ms) => win.setTimeout(run, ms) } = options;
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (available: boolean) => {
      if (settled) return;
      settled = true;
      resolve(available && hasGoogleCast(win));
    };
    const previous = win[READY_CALLBACK];
    win[READY_CALLBACK] = (available: boolean) => {
      previous?.(available);
      settle(available);
    };
    const script = win.document.createElement('script');
    script.src = CAST_SENDER_URL;
    script.async = true;
    script.addEventListener('error', () => settle(false));
    setTimer(() => settle(false), timeoutMs);
    win.document.head.appendChild(script);
  });
}
