/** Runs once as each server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ answerFailedPagesWith503 }, { guardForwardedHeaders }, { registerEarlyScript }] = await Promise.all([
    import('./lib/cache/unavailable-status'),
    import('./lib/security/forwarded-headers'),
    import('./lib/early-script'),
  ]);
  answerFailedPagesWith503();
  guardForwardedHeaders();
  registerEarlyScript();
  await installGatewayServer();
  // Traces are off until an OTLP collector is named (README "Operations").
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const [{ startTracing }, { OTLPTraceExporter }] = await Promise.all([
      import('./lib/ops/tracing'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
    startTracing({ exporter: new OTLPTraceExporter() });
  }
}

/**
 * server.mjs answers /api/v2/* itself with the gateway bundled here (lib/session/gateway-hook.mjs). Should it fail to
 * load, the route handler keeps serving the same rules, at its own cost, and the log says so.
 */
async function installGatewayServer() {
  try {
    const [{ installGateway }, { createGatewayServer }] = await Promise.all([
      import('./lib/session/gateway-hook.mjs'),
      import('./lib/session/gateway-server'),
    ]);
    installGateway(createGatewayServer());
  } catch (error) {
    console.error('[gateway] not installed in front of Next; the route handler serves /api/v2/*:', error);
  }
}
