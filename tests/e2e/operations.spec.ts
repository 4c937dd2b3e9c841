import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { signIn } from './support/channels';
import { addFault, expectAdvancing, LIVE_CHANNEL_PAGE } from './support/player';
import { holdPrompts } from './support/prompts';
import { startExtraServer, type ExtraServer } from './support/servers';
import { freshPhone, pendingCode } from './support/session';
import { VIEWER_AGENT } from './support/agents';

/**
 * Run as operators run it (issue 34): health probes, request ids, a JSON log free of secrets, /metrics behind its
 * token, and a graceful stop. The `@smoke` test is also what the Node 24 run (scripts/node-lts.mjs) plays.
 */

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const UUID = /^[0-9a-f-]{36}$/;

test.describe('@smoke the production server', () => {
  test('answers its probes and a page with a request id, and plays a channel', async ({ page, context }) => {
    await holdPrompts(context, baseURL);
    expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);
    const ready = await fetch(`${baseURL}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { build: 'up', platform: 'up' } });
    // No METRICS_TOKEN on the run's servers: the address does not exist.
    expect((await fetch(`${baseURL}/metrics`)).status).toBe(404);

    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    expect(home?.headers()['x-request-id']).toMatch(UUID);
    await signIn(page.request, 'demo');
    await page.goto(LIVE_CHANNEL_PAGE);
    await expectAdvancing(page);
  });
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** A stand-in OTLP/HTTP collector (the JSON encoding the exporter sends): the spans it received. */
async function startCollector(): Promise<{ server: Server; url: string; spans: OtlpSpan[] }> {
  const spans: OtlpSpan[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const sent = JSON.parse(body || '{}') as { resourceSpans?: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
    for (const resource of sent.resourceSpans ?? []) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

/** The p-quantile of a Prometheus histogram's buckets (upper bound of the bucket it falls in). */
function quantile(text: string, metric: string, q: number): string {
  const buckets = [...text.matchAll(new RegExp(`^${metric}_bucket\\{le="([^"]+)"[^}]*\\} (\\d+)`, 'gm'))];
  const byBound = new Map<string, number>();
  for (const [, le, count] of buckets) byBound.set(le, (byBound.get(le) ?? 0) + Number(count));
  const total = byBound.get('+Inf') ?? 0;
  const hit = [...byBound].find(([, count]) => count >= q * total);
  return hit ? `<= ${hit[0]} s` : 'n/a';
}

test.describe('a server run as operators run it', () => {
  test.describe.configure({ mode: 'serial' });
  const METRICS_TOKEN = 'e2e-metrics-token';
  let server: ExtraServer;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let logDir: string;
  const logLines = () =>
    readFileSync(path.join(logDir, 'web.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    logDir = mkdtempSync(path.join(tmpdir(), 'e2e-ops-'));
    collector = await startCollector();
    server = await startExtraServer({
      env: { DRAIN_SECONDS: '2', METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '200' },
      logFile: path.join(logDir, 'web.log'),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    collector?.server.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  test('a viewer journey leaves one JSON line per request with its id, and no token, cookie, phone or code', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, userAgent: VIEWER_AGENT });
    await holdPrompts(context, server.url);
    const page = await context.newPage();
    const request = page.request;
    const phone = freshPhone();
    expect((await request.post('/api/v2/users', { data: { phone } })).status()).toBe(200);
    expect((await request.post('/api/v2/otps', { data: { phone } })).status()).toBe(200);
    const code = await pendingCode(request, phone);
    expect((await request.post('/api/v2/auth/otp', { data: { phone, token: code } })).status()).toBe(200);
    await page.goto(`/sign_in?phone=${phone}&code=${code}`);
    await page.goto(LIVE_CHANNEL_PAGE);

    const traced = await request.get('/api/v2/users/self', { headers: { 'x-request-id': 'e2e-journey-1' } });
    expect(traced.headers()['x-request-id']).toBe('e2e-journey-1');
    const forged = await request.get('/api/v2/users/self', { headers: { 'x-request-id': `${'x'.repeat(200)}` } });
    expect(forged.headers()['x-request-id']).toMatch(UUID);
    const secrets = [phone, code, ...(await context.cookies()).filter((cookie) => cookie.value.length > 8).map((cookie) => cookie.value)];
    await context.close();

    await expect.poll(() => logLines().filter((line) => line.reqId === 'e2e-journey-1')).toEqual([
      expect.objectContaining({ level: 'info', method: 'GET', route: '/api/v2/[...path]', status: traced.status(), msg: 'request' }),
    ]);
    const log = readFileSync(path.join(logDir, 'web.log'), 'utf8');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(logLines().some((line) => line.route === '/channels/[[...path]]')).toBe(true);
  });

  test('/metrics answers the holder of its token, and is absent to anyone else', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/gateway_calls_total\{group="users\/self",method="GET",status="\d+"\} [1-9]/);
    expect(text).toMatch(/gateway_calls_total\{group="auth\/otp",method="POST",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{route="\/channels\/\[\[\.\.\.path\]\]",method="GET",status="200"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    const cache = (state: string) => Number(text.match(new RegExp(`^page_cache_total\\{state="${state}"\\} (\\d+)`, 'm'))?.[1] ?? 0);
    console.log(
      `[metrics of this server] page cache hit ${cache('hit')}, miss ${cache('miss')}, stale ${cache('stale')}; gateway p50 ${quantile(text, 'gateway_call_duration_seconds', 0.5)}, p99 ${quantile(text, 'gateway_call_duration_seconds', 0.99)}`,
    );
  });

  test("a traced request's API call is a span beneath it, with its path and without the token", async () => {
    const answer = await fetch(`${server.url}/api/v2/channels/channel_list`);
    expect(answer.status).toBeLessThan(500);
    const apiSpan = () => collector.spans.find((span) => span.name.includes('/v2/channels/channel_list'));
    await expect.poll(apiSpan, { timeout: 15_000 }).toBeTruthy();
    const span = apiSpan()!;
    const trace = collector.spans.filter((other) => other.traceId === span.traceId);
    expect(trace.some((other) => other.spanId === span.parentSpanId)).toBe(true);
    // The journey's calls with the viewer's token (users/self) were traced too, without it.
    expect(collector.spans.some((other) => other.name.includes('/v2/users/self'))).toBe(true);
    expect(JSON.stringify(collector.spans)).not.toContain('access_token');
    const depth = (of: OtlpSpan): number => {
      const parent = trace.find((other) => other.spanId === of.parentSpanId);
      return parent ? depth(parent) + 1 : 0;
    };
    console.log(`[span tree]\n${trace.map((of) => `${'  '.repeat(depth(of))}${of.name}`).join('\n')}`);
  });

  test('SIGTERM: readiness fails at once, open requests finish, then new connections are refused and it exits 0', async () => {
    // The platform holds this call 3 s: it is still open when the 2 s drain ends and the server stops accepting.
    await addFault({ path_prefix: '/v2/channels/9998', method: 'GET', delay_ms: 3_000, times: 1 });
    const inFlight = fetch(`${server.url}/api/v2/channels/9998`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exitCode = new Promise((resolve) => server.web.once('exit', resolve));
    server.web.kill('SIGTERM');

    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(503);
    // Still serving while the load balancer notices.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const answer = await inFlight;
    expect(answer.status).toBe(404);
    expect(await answer.json()).toBeTruthy();
    expect(await exitCode).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(logLines().some((line) => line.msg === 'stopped')).toBe(true);
  });
});
