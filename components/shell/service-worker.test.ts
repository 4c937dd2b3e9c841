import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** Runs public/service-worker.js against in-memory Cache Storage, the way a browser would. */
const ORIGIN = 'https://tv.example';

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request | string) {
    return this.entries.get(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url)?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url, response);
  }
  async addAll(urls: string[]) {
    for (const url of urls) await this.put(url, new Response(`asset ${url}`));
  }
  async keys() {
    return Array.from(this.entries.keys(), (url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

function loadWorker(
  network: (request: Request) => Promise<Response>,
  browser: { language?: string; langCookie?: string } = {},
) {
  const stores = new Map<string, MemoryCache>();
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new MemoryCache());
      return stores.get(name)!;
    },
    keys: async () => Array.from(stores.keys()),
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request) => {
      for (const store of stores.values()) {
        const hit = await store.match(request);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const self = {
    location: new URL(ORIGIN),
    navigator: { language: browser.language ?? 'en-US' },
    cookieStore: browser.langCookie
      ? { get: async (name: string) => (name === 'lang' ? { value: browser.langCookie } : null) }
      : undefined,
    clients: { claim: jest.fn(async () => undefined) },
    skipWaiting: jest.fn(async () => undefined),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const fetch = jest.fn((request: Request) => network(request));
  const source = readFileSync(path.join(process.cwd(), 'public/service-worker.js'), 'utf8');
  vm.runInNewContext(source, { self, caches, fetch, Response, Request, URL, Promise });

  const routes: RouterRule[] = [];
  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      waitUntil: (promise: Promise<unknown>) => (done = promise),
      addRoutes: async (rules: RouterRule | RouterRule[]) => void routes.push(...[rules].flat()),
    });
    await done;
  }

  async function request(url: string, init: { mode?: RequestMode; method?: string } = {}) {
    const req = new Request(new URL(url, ORIGIN), { method: init.method ?? 'GET' });
    Object.defineProperty(req, 'mode', { value: init.mode ?? 'cors' });
    const answer: { current: Promise<Response> | null } = { current: null };
    listeners.get('fetch')!({
      request: req,
      respondWith: (response: Promise<Response>) => (answer.current = response),
    });
    return answer.current ? await answer.current : null;
  }

  return { stores, self, fetch, lifecycle, request, routes };
}

interface RouterCondition {
  requestMode?: RequestMode;
  urlPattern?: { pathname: string };
  or?: RouterCondition[];
  not?: RouterCondition;
}
interface RouterRule {
  condition: RouterCondition;
  source: string;
}

/** The browser's matching of a Static Routing API condition, for the parts the worker uses. */
function matches(condition: RouterCondition, url: URL, mode: RequestMode): boolean {
  if (condition.requestMode !== undefined && condition.requestMode !== mode) return false;
  const pattern = condition.urlPattern?.pathname;
  if (pattern !== undefined && !(pattern.endsWith('*') ? url.pathname.startsWith(pattern.slice(0, -1)) : url.pathname === pattern))
    return false;
  if (condition.or && !condition.or.some((inner) => matches(inner, url, mode))) return false;
  if (condition.not && matches(condition.not, url, mode)) return false;
  return true;
}

/** Where the browser sends a request: the first matching rule's source, else the fetch handler. */
function routeOf(routes: RouterRule[], url: string, mode: RequestMode = 'cors'): string {
  return routes.find((rule) => matches(rule.condition, new URL(url, ORIGIN), mode))?.source ?? 'fetch-event';
}

const page = (body: string, headers: Record<string, string> = {}) => {
  const response = new Response(body, { headers: { 'Content-Type': 'text/html', ...headers } });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
};

describe('service worker', () => {
  it('lets everything but navigations and its own static files go to the network without waking it', async () => {
    const worker = loadWorker(async () => page('x'));
    await worker.lifecycle('install');
    expect(routeOf(worker.routes, '/channels', 'navigate')).toBe('fetch-event');
    expect(routeOf(worker.routes, '/_next/static/chunks/main.js')).toBe('fetch-event');
    expect(routeOf(worker.routes, '/icons/icon-192.png')).toBe('fetch-event');
    expect(routeOf(worker.routes, '/api/v2/channels/4/stream?type=hls')).toBe('network');
    expect(routeOf(worker.routes, 'https://media.example/live/4/master.m3u8')).toBe('network');
    expect(routeOf(worker.routes, '/_next/image?url=%2Fa.jpg&w=384')).toBe('network');
  });

  it('precaches the shell icons, then takes over at once', async () => {
    const worker = loadWorker(async () => page('x'));
    await worker.lifecycle('install');
    const shell = worker.stores.get('shell-v2')!;
    expect(await shell.match('/icons/icon-192.png')).toBeDefined();
    expect(await shell.match('/manifest.webmanifest')).toBeDefined();
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it('drops caches of older versions on activation', async () => {
    const worker = loadWorker(async () => page('x'));
    worker.stores.set('pages-v0', new MemoryCache());
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect(Array.from(worker.stores.keys())).toEqual(['shell-v2']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('never answers or stores /api responses', async () => {
    const worker = loadWorker(async () => page('{"data":{"phone":"77010000000"}}'));
    expect(await worker.request('/api/v2/users/self')).toBeNull();
    expect(await worker.request('/api/v2/users/self', { mode: 'navigate' })).toBeNull();
    for (const store of worker.stores.values()) expect(store.entries.size).toBe(0);
  });

  it('loads pages from the network first and falls back to the last copy, then to the offline page', async () => {
    let online = true;
    const worker = loadWorker(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return page('<h1>Channels</h1>');
    });
    await worker.lifecycle('install');
    expect(await (await worker.request('/channels', { mode: 'navigate' }))!.text()).toBe('<h1>Channels</h1>');
    online = false;
    expect(await (await worker.request('/channels', { mode: 'navigate' }))!.text()).toBe('<h1>Channels</h1>');
    expect(await (await worker.request('/movies', { mode: 'navigate' }))!.text()).toContain('No internet connection');
  });

  it('words the offline page in the language its address names, else the one chosen in the app, else the browser’s, else Russian', async () => {
    const offline = async (browser: { language?: string; langCookie?: string }, address = '/movies') => {
      const worker = loadWorker(async () => {
        throw new TypeError('Failed to fetch');
      }, browser);
      await worker.lifecycle('install');
      return (await worker.request(address, { mode: 'navigate' }))!.text();
    };
    expect(await offline({ language: 'en-US', langCookie: 'ka' }, '/kk/movies')).toContain('Интернет байланысы жоқ');
    expect(await offline({ language: 'en-US', langCookie: 'ka' })).toContain('ინტერნეტთან კავშირი არ არის');
    expect(await offline({ language: 'ro-RO' })).toContain('Nu există conexiune la internet');
    expect(await offline({ language: 'fr-FR' })).toContain('Нет подключения к интернету');
  });

  it('does not keep pages marked private or no-store', async () => {
    const worker = loadWorker(async () => page('<h1>Account</h1>', { 'Cache-Control': 'private, no-store' }));
    await worker.request('/lk', { mode: 'navigate' });
    expect(worker.stores.get('pages-v2')?.entries.size ?? 0).toBe(0);
  });
});
