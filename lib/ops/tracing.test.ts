import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing, withoutTokens } from './tracing';

describe('traces', () => {
  it('strips token parameters from an address and keeps the rest', () => {
    expect(withoutTokens('http://p/v2/channels?access_token=abc&x=1')).toBe('http://p/v2/channels?x=1');
    expect(withoutTokens('fetch GET http://p/v2/users/self?access_token=abc')).toBe('fetch GET http://p/v2/users/self');
    expect(withoutTokens('http://p/v2/a?x=1&access_token=abc&y=2')).toBe('http://p/v2/a?x=1&y=2');
  });

  it("exports a page's span with its API call beneath it, path kept and token gone", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = startTracing({ exporter, exportEachSpan: true, register: false });
    const tracer = provider.getTracer('test');
    const page = tracer.startSpan('GET /watch/[id]');
    const url = 'http://platform.test/v2/contents/42?access_token=secret-token&locale=en';
    const api = tracer.startSpan(`fetch GET ${url}`, { attributes: { 'http.url': url, 'http.method': 'GET' } }, trace.setSpan(context.active(), page));
    api.setAttribute('next.span_name', `fetch GET ${url}`);
    api.end();
    page.end();
    await provider.forceFlush();

    const [apiSpan, pageSpan] = exporter.getFinishedSpans();
    expect(apiSpan.parentSpanContext?.spanId).toBe(pageSpan.spanContext().spanId);
    expect(apiSpan.name).toBe('fetch GET http://platform.test/v2/contents/42?locale=en');
    expect(apiSpan.attributes['http.url']).toBe('http://platform.test/v2/contents/42?locale=en');
    expect(JSON.stringify(exporter.getFinishedSpans().map((span) => [span.name, span.attributes]))).not.toContain('secret-token');
    await provider.shutdown();
  });
});
