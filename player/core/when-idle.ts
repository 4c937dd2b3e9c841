/**
 * Runs `task` in an idle period of the page, or after `timeoutMs` on a page that stays busy; without
 * requestIdleCallback (Safari, tests), after `timeoutMs`. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, timeoutMs);
    return () => clearTimeout(timer);
  }
  const handle = globalThis.requestIdleCallback(task, { timeout: timeoutMs });
  return () => globalThis.cancelIdleCallback(handle);
}
