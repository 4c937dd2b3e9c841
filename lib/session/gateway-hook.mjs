/**
 * The bridge from server.mjs to the gateway. server.mjs runs unbundled, and the gateway's rules are TypeScript that
 * Next bundles: instrumentation.ts installs the gateway here as the server starts (lib/session/gateway-server.ts), and
 * server.mjs asks it first for every request. Under `next dev` nothing asks, and the route handler serves /api/v2/*.
 */
const GATEWAY_KEY = Symbol.for('tv-web.gateway');

export function installGateway(serve) {
  globalThis[GATEWAY_KEY] = serve;
}

/** Answers a browser's `/api/v2/*` call before Next's router and middleware; false when the request is Next's. */
export function answerGatewayCall(req, res) {
  return globalThis[GATEWAY_KEY]?.(req, res) ?? false;
}
