/**
 * The server's Prometheus metrics (prom-client), in a registry of their own. README "Operations" lists them and the
 * alerts worth having on them.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** API path groups beyond this many are counted as `other`: a scan of made-up paths must not grow the registry. */
const MAX_GATEWAY_GROUPS = 100;
const PAGE_CACHE_STATES = { HIT: 'hit', MISS: 'miss', STALE: 'stale' };

export function createMetrics() {
  const registry = new Registry();
  // Event-loop delay (nodejs_eventloop_lag_*), heap (nodejs_heap_size_*), RSS (process_resident_memory_bytes).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern, method and status.', labelNames: ['route', 'method', 'status'], registers });
  const requestSeconds = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer a request (a page: its render, or its cached copy), by route pattern.', labelNames: ['route'], buckets: SECONDS_BUCKETS, registers });
  const pageCache = new Counter({ name: 'page_cache_total', help: "Pages answered from Next's page cache, by state (hit, miss, stale).", labelNames: ['state'], registers });
  const gatewayCalls = new Counter({ name: 'gateway_calls_total', help: "The browser's API calls through the gateway (/api/v2/*), by API path group, method and status.", labelNames: ['group', 'method', 'status'], registers });
  const gatewaySeconds = new Histogram({ name: 'gateway_call_duration_seconds', help: 'Time the gateway took for an API call, by API path group.', labelNames: ['group'], buckets: SECONDS_BUCKETS, registers });
  const apiFailures = new Counter({ name: 'api_failures_total', help: "The server's own API calls that timed out or got a 5xx, by kind.", labelNames: ['kind'], registers });
  const payments = new Counter({ name: 'payments_total', help: 'Payments seen by the gateway, by outcome (started, completed, declined).', labelNames: ['outcome'], registers });
  const playerErrorReports = new Counter({ name: 'player_error_reports_total', help: "Players' playback error reports received.", registers });
  const cspViolations = new Counter({ name: 'csp_violations_total', help: 'Content-Security-Policy violation reports counted, by violated directive.', labelNames: ['directive'], registers });
  const cacheErrors = new Counter({ name: 'page_cache_errors_total', help: "The shared page cache's failures, by kind (redis: the Redis client's errors; read, write: a page or a stale mark that could not be read or stored).", labelNames: ['kind'], registers });
  // Registered on the first report, which only a cache handler with REDIS_URL makes: a server without Redis shows none
  // (an unset gauge would read 0, "Redis down").
  let cacheRedisUp = null;
  for (const outcome of ['started', 'completed', 'declined']) payments.inc({ outcome }, 0);
  for (const kind of ['redis', 'read', 'write']) cacheErrors.inc({ kind }, 0);
  for (const kind of ['timeout', 'server_error']) apiFailures.inc({ kind }, 0);
  const groups = new Set();

  return {
    registry,
    request({ route, method, status, seconds, cache }) {
      requests.inc({ route, method, status: String(status) });
      requestSeconds.observe({ route }, seconds);
      const state = PAGE_CACHE_STATES[cache];
      if (state) pageCache.inc({ state });
    },
    gatewayCall({ group, method, status, seconds }) {
      if (!groups.has(group) && groups.size >= MAX_GATEWAY_GROUPS) group = 'other';
      groups.add(group);
      gatewayCalls.inc({ group, method, status: String(status) });
      gatewaySeconds.observe({ group }, seconds);
    },
    apiFailure: (kind) => apiFailures.inc({ kind }),
    payment: (outcome) => payments.inc({ outcome }),
    playerErrorReport: () => playerErrorReports.inc(),
    cspViolation: (directive) => cspViolations.inc({ directive }),
    cacheError: (kind) => cacheErrors.inc({ kind }),
    cacheRedisUp(up) {
      cacheRedisUp ??= new Gauge({ name: 'page_cache_redis_up', help: "The shared page cache's Redis connection: 1 ready, 0 lost.", registers });
      cacheRedisUp.set(up ? 1 : 0);
    },
  };
}
