/**
 * `/healthz` and `/readyz` for a load balancer, answered before Next (cheap, uncached, never logged per request).
 * Liveness: the process answers. Readiness: not draining, and the platform (and Redis when configured) answer within
 * the bound; the answer names only what is up or down, nothing else.
 */
import { connect } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** A load balancer's probe gets its answer within this, whatever hangs behind it. */
export const READINESS_TIMEOUT_MS = 2_000;
/** Probes arriving within this share one check: a flood of them costs the platform one call a second. */
const READINESS_REUSE_MS = 1_000;
const NO_STORE = { 'content-type': 'application/json', 'cache-control': 'no-store' };

function withinBound(check, timeoutMs) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  return Promise.race([check().then((ok) => ok === true, () => false), timeout]).finally(() => clearTimeout(timer));
}

/** Any answer below 500 means the API is up (the address needs no session; the real API's answer may be 401). */
export function platformCheck(platformUrl, fetchImpl = fetch) {
  return async () => {
    const response = await fetchImpl(`${platformUrl}/v2/users/self/network`, { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS), cache: 'no-store' });
    await response.body?.cancel();
    return response.status < 500;
  };
}

/** Redis answers PING (a refusal to an unauthenticated PING still proves it is up). */
export function redisCheck(redisUrl) {
  const url = new URL(redisUrl);
  return () =>
    new Promise((resolve) => {
      const options = { host: url.hostname, port: Number(url.port || 6379) };
      const socket = url.protocol === 'rediss:' ? connectTls({ ...options, servername: url.hostname }) : connect(options);
      const done = (ok) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(READINESS_TIMEOUT_MS, () => done(false));
      socket.once('error', () => done(false));
      socket.once(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => done(/^[+-]/.test(data.toString())));
    });
}

/**
 * @param checks name -> () => Promise<boolean>
 * @param isDraining true once a SIGTERM arrived: readiness fails at once so the load balancer stops sending.
 */
export function createHealthEndpoints({ checks, isDraining, timeoutMs = READINESS_TIMEOUT_MS, now = Date.now }) {
  let last = null;

  async function readiness() {
    if (last && now() - last.at < READINESS_REUSE_MS) return last.result;
    const at = now();
    const result = Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await withinBound(check, timeoutMs)]));
    last = { at, result };
    return result;
  }

  /** Answers the request and returns true when it is a health probe. */
  return function answerHealth(req, res) {
    const pathname = req.url?.split('?')[0];
    if (pathname === '/healthz') {
      res.writeHead(200, NO_STORE).end('{"status":"ok"}');
      return true;
    }
    if (pathname !== '/readyz') return false;
    if (isDraining()) {
      res.writeHead(503, NO_STORE).end(JSON.stringify({ status: 'draining', failed: ['draining'] }));
      return true;
    }
    readiness().then((results) => {
      const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
      const status = failed.length ? 503 : 200;
      const body = { status: failed.length ? 'unready' : 'ready', checks: Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'up' : 'down'])), failed };
      if (!res.destroyed) res.writeHead(status, NO_STORE).end(JSON.stringify(body));
    });
    return true;
  };
}
