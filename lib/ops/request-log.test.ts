import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { createLogger } from './logger.mjs';
import { createMetrics } from './metrics.mjs';
import { createMetricsEndpoint, observeRequest } from './request-log.mjs';
import { listen } from './test-server';

let server: Server | undefined;
afterEach(() => server?.close());

async function metricsServer(token: string | undefined) {
  const metrics = createMetrics();
  const answer = createMetricsEndpoint({ registry: metrics.registry, token });
  const listening = await listen((req, res) => {
    if (!answer(req, res)) res.writeHead(404).end('not found');
  });
  server = listening.server;
  return { metrics, url: listening.url };
}

describe('/metrics', () => {
  it('is absent (404) without METRICS_TOKEN, whatever the caller sends', async () => {
    const { url } = await metricsServer(undefined);
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer ' } })).status).toBe(404);
  });

  it('is absent (404) to a caller without the token or with another', async () => {
    const { url } = await metricsServer('s3cret');
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
  });

  it('answers the Prometheus text to the bearer of the token', async () => {
    const { metrics, url } = await metricsServer('s3cret');
    metrics.gatewayCall({ group: 'channels', method: 'GET', status: 200, seconds: 0.03 });
    metrics.payment('started');
    metrics.playerErrorReport();
    metrics.cspViolation('script-src-elem');
    const response = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer s3cret' } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('gateway_calls_total{group="channels",method="GET",status="200"} 1');
    expect(text).toContain('gateway_call_duration_seconds_bucket{le="0.05",group="channels"} 1');
    expect(text).toContain('payments_total{outcome="started"} 1');
    expect(text).toContain('payments_total{outcome="declined"} 0');
    expect(text).toContain('player_error_reports_total 1');
    expect(text).toContain('csp_violations_total{directive="script-src-elem"} 1');
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes', 'api_failures_total']) {
      expect(text).toContain(name);
    }
  });

  it('folds API path groups past the hundredth into "other"', async () => {
    const metrics = createMetrics();
    for (let i = 0; i < 150; i += 1) metrics.gatewayCall({ group: `made-up-${i}`, method: 'GET', status: 404, seconds: 0.001 });
    const text = await metrics.registry.getSingleMetricAsString('gateway_calls_total');
    expect(text).toContain('group="other",method="GET",status="404"} 50');
  });
});

describe('request log line', () => {
  it('logs method, route, status, duration, cache state and request id once the answer is sent, and counts it', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ destination: new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk))), done()) }) });
    const metrics = createMetrics();
    const listening = await listen((req, res) => {
      observeRequest({ req, res, requestId: 'req-9', routeOf: () => '/watch/[id]', logger, metrics });
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end('page');
    });
    server = listening.server;
    await (await fetch(`${listening.url}/watch/42?code=1234`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-9', method: 'GET', route: '/watch/[id]', path: '/watch/42', status: 200, cache: 'hit', ms: expect.any(Number), msg: 'request' })]);
    expect(JSON.stringify(lines)).not.toContain('1234');
    expect(await metrics.registry.getSingleMetricAsString('page_cache_total')).toContain('page_cache_total{state="hit"} 1');
    expect(await metrics.registry.getSingleMetricAsString('http_requests_total')).toContain('route="/watch/[id]",method="GET",status="200"} 1');
  });
});
