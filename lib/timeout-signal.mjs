/**
 * A time limit for one piece of work: `signal` aborts after `ms` as AbortSignal.timeout's does (its reason a
 * "TimeoutError" DOMException), and `clear()`, called once the work has settled, drops the timer.
 *
 * Not AbortSignal.timeout on the server: Node keeps that timer, and with it the async context it was created in, until
 * the signal has been collected and a finalization callback has run after that collection. The context of a call made
 * while rendering is the whole request (its response, its HTML, its RSC payload), so every rendered request outlived
 * one more major collection than it needed; V8 sizes the next heap from what survives, and the server grew to 3.5
 * times its start while answering 10,000 distinct addresses (issue 21, heap snapshot: 523 of 609 live responses were
 * held by AbortSignal's timer registry). A timer cleared when the work settles holds nothing.
 * Plain JavaScript: lib/cache/stale-tags.mjs (read outside Next's compiler) uses it too.
 */
export function timeoutSignal(ms) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  );
  // Like AbortSignal.timeout's, the timer never keeps a Node process alive (a browser's timer id has no unref).
  timer?.unref?.();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
