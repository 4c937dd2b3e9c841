import http from 'node:http';

/** Headers only a proxy of ours may set; from anyone else they are lies about who and where the client is. */
export const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** Removes the proxy headers a client wrote itself, so Next fills them from the connection (socket address, Host). */
export function dropClientProxyHeaders(headers: http.IncomingHttpHeaders): void {
  for (const name of PROXY_HEADERS) delete headers[name];
}

let installed = false;

/**
 * Next believes `X-Forwarded-*` from anyone: it keeps a client's `X-Forwarded-For` instead of the socket address and
 * builds request URLs from its `X-Forwarded-Proto`. Unless TRUST_PROXY=1 (a proxy in front overwrites them), every
 * request's own copies are dropped before Next reads it. Route handlers never see the socket, so this is the one
 * place it can be done; it runs from instrumentation.ts when the server starts.
 */
export function guardForwardedHeaders(trustProxy = process.env.TRUST_PROXY === '1'): void {
  if (trustProxy || installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') dropClientProxyHeaders((args[0] as http.IncomingMessage).headers);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
