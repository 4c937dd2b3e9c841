import { timingSafeEqual } from 'node:crypto';
import { maskSecrets } from './logger.mjs';

/** Next marks pages answered through its page cache with this header (HIT, MISS, STALE). */
const PAGE_CACHE_HEADER = 'x-nextjs-cache';

/** Once the answer is sent (or the client left): one log line and the request's metrics. */
export function observeRequest({ req, res, requestId, routeOf, logger, metrics }) {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // The query is left out: it may carry codes and tokens a link was sent with.
    const pathname = (req.url ?? '/').split('?')[0];
    const route = routeOf(pathname);
    const cache = res.getHeader(PAGE_CACHE_HEADER);
    metrics.request({ route, method: req.method, status: res.statusCode, seconds, cache });
    const line = { reqId: requestId, method: req.method, route, path: maskSecrets(pathname), status: res.statusCode, ms: Math.round(seconds * 1000) };
    if (cache) line.cache = String(cache).toLowerCase();
    if (!res.writableFinished) line.aborted = true;
    logger.info(line, 'request');
  });
}

function sameSecret(given, expected) {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` for a scraper holding METRICS_TOKEN as a bearer token. Without the setting, or without the token,
 * the address is left to Next, which answers 404 as for any address that does not exist.
 */
export function createMetricsEndpoint({ registry, token }) {
  return function answerMetrics(req, res) {
    if (!token || req.url?.split('?')[0] !== '/metrics' || req.method !== 'GET') return false;
    if (!sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) return false;
    registry.metrics().then((text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text));
    return true;
  };
}
