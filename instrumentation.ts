/** Runs once as each server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ answerFailedPagesWith503 }, { guardForwardedHeaders }] = await Promise.all([
    import('./lib/cache/unavailable-status'),
    import('./lib/security/forwarded-headers'),
  ]);
  answerFailedPagesWith503();
  guardForwardedHeaders();
  // Traces are off until an OTLP collector is named (README "Operations").
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const [{ startTracing }, { OTLPTraceExporter }] = await Promise.all([
      import('./lib/ops/tracing'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
    startTracing({ exporter: new OTLPTraceExporter() });
  }
}
