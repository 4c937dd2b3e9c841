import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { withGatewayMetrics } from '../ops/gateway-metrics';
import { EVERY_ANSWER_HEADERS } from '../security/every-answer-headers.mjs';
import { forwardToPlatform } from './gateway';
import type { ServeGatewayCall } from './gateway-hook.mjs';
import { HeldBodyResponse } from './held-body-response';
import { gatewayOptionsFor } from './gateway-options';
import { createPoolFetch } from './pool-fetch';

const GATEWAY_PREFIX = '/api/v2/';
/** The methods the route handler exports; Next answers the others (HEAD, OPTIONS) as it does for any route. */
const GATEWAY_METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * The API path of a gateway address, decoded segment by segment as Next hands a route its `[...path]`; null for an
 * address that is Next's to answer: another address, an empty or literal dot segment, a trailing slash (Next
 * normalizes or redirects those), or percent-encoding that does not decode (middleware.ts answers its JSON 400).
 */
export function gatewayPath(url: string): string[] | null {
  const pathname = url.split('?', 1)[0];
  if (!pathname.startsWith(GATEWAY_PREFIX)) return null;
  const segments = pathname.slice(GATEWAY_PREFIX.length).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  try {
    return segments.map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The call as Next would hand it to the route handler: its headers, with the client's address and protocol filled in
 * from the connection where no trusted proxy named them (lib/security/forwarded-headers.ts dropped a client's own).
 */
export function gatewayRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  if (!headers.has('x-forwarded-proto')) headers.set('x-forwarded-proto', (req.socket as TLSSocket).encrypted ? 'https' : 'http');
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) headers.set('x-forwarded-for', req.socket.remoteAddress);
  const protocol = headers.get('x-forwarded-proto')!.includes('https') ? 'https' : 'http';
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`${protocol}://${req.headers.host || 'localhost'}${req.url}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(response: Response, res: ServerResponse) {
  const headers: Record<string, string | string[]> = { ...EVERY_ANSWER_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // Whole: the gateway's answers are held whole already (lib/session/held-body-response.ts), and a stream costs more.
  const held = HeldBodyResponse.takeBytes(response);
  const body = held ?? (response.body ? new Uint8Array(await response.arrayBuffer()) : undefined);
  res.writeHead(response.status, headers).end(body);
}

/**
 * The gateway as server.mjs serves it, before Next's router and middleware (issue 32): the rules of
 * lib/session/gateway.ts with the route handler's settings (lib/session/gateway-options.ts), its metrics and request
 * id, over a kept-alive connection pool to the platform (lib/session/pool-fetch.ts).
 */
export function createGatewayServer({ fetch = createPoolFetch() }: { fetch?: typeof globalThis.fetch } = {}): ServeGatewayCall {
  const forward = withGatewayMetrics(forwardToPlatform);
  return (req, res) => {
    const path = GATEWAY_METHODS.has(req.method ?? '') ? gatewayPath(req.url ?? '/') : null;
    if (!path) return false;
    let request: Request;
    try {
      request = gatewayRequest(req);
    } catch {
      // A Host header no URL can hold: Next answers it as it answers any such request.
      return false;
    }
    forward(request, path, gatewayOptionsFor(request, { fetch }))
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        console.error('[gateway] call failed:', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    return true;
  };
}
