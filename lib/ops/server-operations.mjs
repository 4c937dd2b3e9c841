/**
 * What server.mjs adds around Next's handler for operators: health probes, /metrics, a request id and a log line per
 * request, metrics, and the graceful stop on SIGTERM (README "Operations").
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { drainSecondsFrom, createGracefulShutdown, stopOnSignals } from './drain.mjs';
import { createHealthEndpoints, platformCheck, redisCheck } from './health.mjs';
import { createLogger, flushLog, routeConsoleToLogger } from './logger.mjs';
import { createMetrics } from './metrics.mjs';
import { installOpsHooks } from './ops-hooks.mjs';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.mjs';
import { createMetricsEndpoint, observeRequest } from './request-log.mjs';
import { routeMatcherOfBuild } from './route-pattern.mjs';

/** lib/server-env.ts's default, the embedded platform. */
const DEFAULT_PLATFORM_API_URL = 'http://localhost:3001';

export function createServerOperations({ distDir, env = process.env }) {
  const logger = createLogger();
  const metrics = createMetrics();
  const context = new AsyncLocalStorage();
  const requestId = () => context.getStore()?.requestId;
  installOpsHooks({ ...metrics, requestId });
  routeConsoleToLogger(logger, requestId);
  const routeOf = routeMatcherOfBuild(distDir);

  // Listening starts after the build is loaded (app.prepare), so `build` is up whenever a probe is answered.
  const checks = { build: async () => true, platform: platformCheck((env.PLATFORM_API_URL || DEFAULT_PLATFORM_API_URL).replace(/\/$/, '')) };
  if (env.REDIS_URL) checks.redis = redisCheck(env.REDIS_URL);
  let shutdown = null;
  const answerHealth = createHealthEndpoints({ checks, isDraining: () => shutdown?.isDraining() ?? false });
  const answerMetrics = createMetricsEndpoint({ registry: metrics.registry, token: env.METRICS_TOKEN });

  return {
    logger,
    /** Serves a request through `next` with its id, log line and metrics; probes and /metrics are answered first. */
    handle(req, res, next) {
      if (answerHealth(req, res) || answerMetrics(req, res)) return;
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      // Next's code reads the same id from the request; the browser gets it back.
      req.headers[REQUEST_ID_HEADER] = id;
      res.setHeader('X-Request-Id', id);
      observeRequest({ req, res, requestId: id, routeOf, logger, metrics });
      context.run({ requestId: id }, () => next(req, res));
    },
    /** SIGTERM/SIGINT: drain for DRAIN_SECONDS (readiness 503 meanwhile), finish open requests, exit 0. */
    stopGracefully(server) {
      shutdown = createGracefulShutdown({
        server,
        drainSeconds: drainSecondsFrom(env.DRAIN_SECONDS),
        log: (message) => logger.info(message),
        flushLog: () => flushLog(logger),
      });
      stopOnSignals(shutdown);
    },
  };
}
