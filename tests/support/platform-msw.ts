import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createPlatform } from '@/platform/src/app';
import { testPlatformConfig } from '@/platform/src/core/config';
import { forwardToPlatform } from '@/lib/session/gateway';

const PLATFORM_URL = 'http://platform.test';
const GATEWAY_PREFIX = '/api/v2/';

interface ParsedCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  expired: boolean;
}

function parseSetCookie(header: string): ParsedCookie {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const lower = attributes.map((attribute) => attribute.toLowerCase());
  return {
    name: pair.slice(0, index),
    value: pair.slice(index + 1),
    httpOnly: lower.includes('httponly'),
    expired: lower.includes('max-age=0'),
  };
}

/**
 * Component tests against the real API: msw catches the browser's `/api/v2/*` calls and hands them to
 * the same gateway the app route uses, which forwards to an in-memory platform (`app.fetch`, no
 * network). The gateway's cookies behave as in a browser: httpOnly ones are kept out of
 * `document.cookie` but sent back on later calls, so tests see what page scripts would see.
 *
 * Call at the top level of a jsdom test file; each file gets a fresh platform database.
 */
export function setupPlatformServer() {
  const platform = createPlatform({ config: testPlatformConfig(), log: () => {} });
  const httpOnlyCookies = new Map<string, string>();
  const requests: string[] = [];
  const platformRequests: string[] = [];

  function cookieHeader(): string {
    const visible = document.cookie ? document.cookie.split('; ') : [];
    const hidden = [...httpOnlyCookies].map(([name, value]) => `${name}=${value}`);
    return [...visible, ...hidden].join('; ');
  }

  function storeCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header);
      if (cookie.httpOnly) {
        if (cookie.expired) httpOnlyCookies.delete(cookie.name);
        else httpOnlyCookies.set(cookie.name, cookie.value);
      } else {
        document.cookie = `${cookie.name}=${cookie.value}; path=/${cookie.expired ? '; max-age=0' : ''}`;
      }
    }
  }

  const gateway = http.all(`*${GATEWAY_PREFIX}*`, async ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    const path = url.pathname.slice(GATEWAY_PREFIX.length).split('/').map(decodeURIComponent);
    const headers = new Headers(request.headers);
    headers.set('cookie', cookieHeader());
    const hasBody = !['GET', 'HEAD'].includes(request.method);
    const forwarded = new Request(request.url, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
    });
    const answer = await forwardToPlatform(forwarded, path, {
      platformUrl: PLATFORM_URL,
      fetch: async (input, init) => {
        const upstream = new Request(input, init);
        platformRequests.push(`${upstream.method} ${new URL(upstream.url).pathname}`);
        return platform.app.fetch(upstream);
      },
    });
    storeCookies(answer);
    // A browser never exposes Set-Cookie to page scripts; neither do we.
    const visibleHeaders = new Headers(answer.headers);
    visibleHeaders.delete('set-cookie');
    return new Response(answer.body, { status: answer.status, headers: visibleHeaders });
  });

  const server = setupServer(gateway);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    platform.close();
  });

  return {
    platform,
    server,
    /** `METHOD /api/v2/...` of every call the page made, in order. */
    requests,
    /** `METHOD /v2/...` of every call the gateway passed on to the platform. */
    platformRequests,
    hasHttpOnlyCookie: (name: string) => httpOnlyCookies.has(name),
    /** Forgets the browser's cookies, as a new visitor. */
    clearCookies() {
      httpOnlyCookies.clear();
      for (const pair of document.cookie ? document.cookie.split('; ') : []) {
        document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`;
      }
    },
  };
}
