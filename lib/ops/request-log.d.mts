import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { ServerMetrics } from './metrics.mjs';

export declare function observeRequest(options: {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  routeOf: (pathname: string) => string;
  logger: Logger;
  metrics: Pick<ServerMetrics, 'request'>;
}): void;
export declare function createMetricsEndpoint(options: {
  registry: Registry;
  token: string | undefined;
}): (req: IncomingMessage, res: ServerResponse) => boolean;
