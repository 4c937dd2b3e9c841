/**
 * The bridge from app code to the server's operations tools. server.mjs loads pino, prom-client and the request
 * context unbundled; the app's routes run from Next's bundles, a separate module graph in the same process, and the
 * browser shares some of their modules (lib/api/client.ts). So the server installs its hooks on a global symbol and
 * app code calls them through here: a no-op in the browser, in unit tests and under `next dev`.
 */
/** The header carrying a request's id from the browser or a proxy to the web server, and from there to the API. */
export const REQUEST_ID_HEADER = 'x-request-id';

export const OPS_HOOKS_KEY = Symbol.for('tv-web.ops-hooks');

function hooks() {
  return globalThis[OPS_HOOKS_KEY];
}

export function installOpsHooks(installed) {
  globalThis[OPS_HOOKS_KEY] = installed;
}

/** The id of the request being served (X-Request-Id), to send with the API calls it makes. */
export function currentRequestId() {
  return hooks()?.requestId();
}

export function recordGatewayCall(call) {
  hooks()?.gatewayCall(call);
}

export function recordApiFailure(kind) {
  hooks()?.apiFailure(kind);
}

export function recordPayment(outcome) {
  hooks()?.payment(outcome);
}

export function recordPlayerErrorReport() {
  hooks()?.playerErrorReport();
}

/** A CSP violation report received, by violated directive (a bounded set: lib/security/csp-reports.ts). */
export function recordCspViolation(directive) {
  hooks()?.cspViolation(directive);
}

/** The page cache (cache-handler.mjs, loaded by Next in the server's process) reports its Redis failures here. */
export function recordCacheError(kind) {
  hooks()?.cacheError?.(kind);
}

export function recordCacheRedisUp(up) {
  hooks()?.cacheRedisUp?.(up);
}
