/**
 * Graceful shutdown of an HTTP server. On the first SIGTERM (or SIGINT): readiness fails at once, the server keeps
 * serving for the drain period while the load balancer notices, then stops accepting connections, lets open requests
 * finish and exits 0. A second signal exits at once.
 */

/** DRAIN_SECONDS: how long a stopping server keeps serving after SIGTERM. */
export const DEFAULT_DRAIN_SECONDS = 10;
/** After the drain period, requests still open get this long before their connections are cut. */
const FINISH_OPEN_REQUESTS_MS = 30_000;
const IDLE_SWEEP_MS = 100;

export function drainSecondsFrom(value) {
  if (value === undefined || value === '') return DEFAULT_DRAIN_SECONDS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`DRAIN_SECONDS must be a number of seconds, not "${value}"`);
  return seconds;
}

/**
 * @param server a node:http server
 * @param onStopped called once the server is closed (close databases here), before the exit
 * @param log (message) => void
 * @param flushLog writes what the log holds (lib/ops/logger.mjs), so the lines up to "stopped" are not lost at exit
 */
export function createGracefulShutdown({ server, drainSeconds, onStopped = () => {}, log = () => {}, flushLog = () => {}, exit = (code) => process.exit(code) }) {
  let draining = false;
  const exitWith = (code) => {
    flushLog();
    exit(code);
  };

  // While draining, answers ask keep-alive clients to reconnect (to another server).
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('connection', 'close');
  });

  async function finish() {
    const closed = new Promise((resolve) => server.close(resolve));
    // A keep-alive connection whose request was open when the drain ended goes idle once answered: closed then.
    const closeIdle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), FINISH_OPEN_REQUESTS_MS);
    await closed;
    clearInterval(closeIdle);
    clearTimeout(cut);
    await onStopped();
    log('stopped');
    exitWith(0);
  }

  function onSignal(signal) {
    if (draining) {
      log(`${signal} again: exiting at once`);
      exitWith(1);
      return;
    }
    draining = true;
    log(`${signal}: draining for ${drainSeconds} s, then closing`);
    // Unreferenced: the listening server keeps the process up meanwhile, a test without one needs no waiting.
    setTimeout(finish, drainSeconds * 1000).unref();
  }

  return { isDraining: () => draining, onSignal };
}

/** Installs `shutdown.onSignal` for SIGTERM and SIGINT. */
export function stopOnSignals(shutdown) {
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => shutdown.onSignal(signal));
}
