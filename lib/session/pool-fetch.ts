import { Agent } from 'undici';
import { HeldBodyResponse } from './held-body-response';

/** How long an idle connection to the platform is kept for the next call (the platform's own keep-alive is 5 s). */
const KEEP_ALIVE_MS = 4_000;
/** Answers that may carry no body (Fetch's null body statuses): a Response refuses one. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch` for the gateway's calls to the platform, over undici's connection pool (an Agent: a kept-alive Pool per
 * origin, as ?devapi / ?customapi name other origins). It skips the Fetch machinery of a request (Request objects,
 * body streams), the gateway's main cost after Next's router; the answer is read whole, as the gateway reads JSON
 * whole anyway, and is handed back as a Response holding its bytes (lib/session/held-body-response.ts), so the gateway's
 * rules stay one implementation and reading the answer costs no stream.
 */
export function createPoolFetch(agent = new Agent({ keepAliveTimeout: KEEP_ALIVE_MS })): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (input instanceof Request) return fetch(input, init);
    const url = input instanceof URL ? input : new URL(input);
    const answer = await agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: (init.method ?? 'GET') as 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: (init.body ?? null) as string | Uint8Array | null,
      signal: init.signal ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const each of value) headers.append(name, each);
      else if (value !== undefined) headers.set(name, value);
    }
    if (NULL_BODY_STATUSES.has(answer.statusCode)) {
      await answer.body.dump();
      return new Response(null, { status: answer.statusCode, headers });
    }
    return new HeldBodyResponse(new Uint8Array(await answer.body.arrayBuffer()), { status: answer.statusCode, headers });
  }) as typeof fetch;
}
