import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

const DEFAULT_SERVICE_NAME = 'tv-web';
/** The token query parameters of an API address (the gateway and server renders send the viewer's token so). */
const TOKEN_PARAMETER = /([?&])(?:access_token|refresh_token)=[^&#\s"]*&?/gi;
const EMPTY_QUERY_LEFT = /[?&](?=[#\s"]|$)/g;

/** An address or text with its token parameters removed: `…/v2/channels?access_token=t&x=1` -> `…/v2/channels?x=1`. */
export function withoutTokens(text: string): string {
  if (!/_token=/i.test(text)) return text;
  return text.replace(TOKEN_PARAMETER, '$1').replace(EMPTY_QUERY_LEFT, '');
}

/**
 * Next names its fetch spans after the full address and records it as `http.url`: the API calls' tokens would go to
 * the trace store. Runs before the exporting processor and rewrites the ended span's name and attributes.
 */
export class TokenStrippingProcessor implements SpanProcessor {
  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    const writable = span as { -readonly [K in keyof ReadableSpan]: ReadableSpan[K] };
    writable.name = withoutTokens(span.name);
    for (const [key, value] of Object.entries(span.attributes)) {
      if (typeof value === 'string') writable.attributes[key] = withoutTokens(value);
    }
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

export interface TracingOptions {
  exporter: SpanExporter;
  /** Export each span as it ends (tests) instead of in batches. */
  exportEachSpan?: boolean;
  /** Make it the process's tracer provider, which Next's own spans use (off in tests). */
  register?: boolean;
}

/**
 * Traces through the OpenTelemetry SDK: Next's spans (the request, the render, each fetch to the API beneath it) go to
 * the exporter, without tokens. instrumentation.ts starts it when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export function startTracing({ exporter, exportEachSpan = false, register = true }: TracingOptions): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME }),
    spanProcessors: [
      new TokenStrippingProcessor(),
      exportEachSpan ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ],
  });
  if (register) provider.register();
  return provider;
}
