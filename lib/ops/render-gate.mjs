/**
 * The render places of lib/ops/render-admission.mjs: a bound on holders, a queue of waiters with a bounded wait.
 * Plain JavaScript: server.mjs loads it outside Next's compiler.
 */

/** The weight of the latest render in the average hold of a render place (an exponential moving average). */
const HOLD_AVERAGE_WEIGHT = 0.2;
/**
 * At most `concurrency` holders; `acquire()` resolves to a release function, or to null when the queue is full or the
 * wait ran out (at once, with `wait: false`, when no holder's place is free, or when the renders ahead would keep it
 * past the wait). A waiter that gives up (`signal`) leaves the queue.
 */
export function createRenderGate({ concurrency, queueLength, queueWaitMs }, now = () => performance.now()) {
  let active = 0;
  const queue = [];
  // How long a render holds its place, on average (recent renders weigh most): what a new waiter can expect.
  let averageHoldMs = null;
  const release = () => {
    let released = false;
    const grantedAt = now();
    return () => {
      if (released) return;
      released = true;
      const held = now() - grantedAt;
      averageHoldMs = averageHoldMs === null ? held : averageHoldMs + HOLD_AVERAGE_WEIGHT * (held - averageHoldMs);
      const next = queue.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve(release());
      } else {
        active -= 1;
      }
    };
  };
  return {
    acquire(signal, { wait = true } = {}) {
      if (active < concurrency) {
        active += 1;
        return Promise.resolve(release());
      }
      if (!wait || queue.length >= queueLength) return Promise.resolve(null);
      // A waiter the renders ahead of it would keep past the wait is told at once, not after waiting for nothing: in
      // a mixed load run most new searches waited the whole second and were refused anyway.
      const expectedWaitMs = averageHoldMs === null ? 0 : ((queue.length + 1) * averageHoldMs) / concurrency;
      if (expectedWaitMs > queueWaitMs) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter = { resolve, timer: null };
        const leave = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          clearTimeout(waiter.timer);
          resolve(null);
        };
        waiter.timer = setTimeout(leave, queueWaitMs);
        signal?.addEventListener('abort', leave, { once: true });
        queue.push(waiter);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

