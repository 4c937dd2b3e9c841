/** @jest-environment node */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ENTRY_HEADER,
  compressStoredPages,
  createCopyStore,
  preferredEncoding,
  type CopyStore,
} from './page-compression.mjs';

/** Next's own compression (vendored, untyped), applied after this layer as Next's router does behind server.mjs. */
const compression = jest.requireActual<() => (req: IncomingMessage, res: ServerResponse, next: () => void) => void>(
  'next/dist/compiled/compression',
);

/** A stored page as Next serves one from its cache: entry headers appended, then the HTML bytes streamed. */
const HTML = `<!DOCTYPE html><html><body>${'<p>Фильм, который смотрят все</p>'.repeat(400)}</body></html>`;
let server: Server;
let origin = '';
let store: CopyStore;

beforeAll(async () => {
  server = createServer((req, res) => {
    compressStoredPages(req, res, store);
    compression()(req, res, () => {});
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
    const named = !req.url?.includes('unnamed');
    // A middleware rewrite replaces the request's headers before Next answers, without its flight headers.
    delete req.headers.rsc;
    if (named) res.appendHeader(ENTRY_HEADER, 'entry-1');
    res.statusCode = status;
    const rsc = req.url?.includes('_rsc');
    res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write(Buffer.from(rsc ? 'rsc payload '.repeat(200) : HTML));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  store = createCopyStore();
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const call = request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('stored pages compressed once per entry', () => {
  it('sends a browser the brotli copy, made on the first answer and sent as kept afterwards', async () => {
    const first = await get('/page', BROWSER);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers[ENTRY_HEADER]).toBeUndefined();
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.body).toString()).toBe(HTML);
    expect(store.get('entry-1:br')).toEqual(first.body);

    const second = await get('/page', BROWSER);
    expect(second.headers['content-encoding']).toBe('br');
    expect(Number(second.headers['content-length'])).toBe(first.body.length);
    expect(second.body).toEqual(first.body);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(HTML) / 10);
  });

  it('sends gzip to a client without brotli, and the HTML as is to one that asks for no encoding', async () => {
    const gzipped = await get('/page', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(HTML);
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers[ENTRY_HEADER]).toBeUndefined();
    expect(plain.body.toString()).toBe(HTML);
    expect(store.get('entry-1:gzip')).toBeDefined();
  });

  it("leaves the page's RSC answers, other statuses and unnamed answers to Next's own compression", async () => {
    const rsc = await get('/page?_rsc=1', { ...BROWSER, rsc: '1' });
    expect(rsc.headers['content-encoding']).toBe('gzip');
    expect(rsc.headers[ENTRY_HEADER]).toBeUndefined();
    expect(gunzipSync(rsc.body).toString()).toBe('rsc payload '.repeat(200));
    const missing = await get('/page?status=404', BROWSER);
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe(HTML);
    const fresh = await get('/page?unnamed=1', BROWSER);
    expect(gunzipSync(fresh.body).toString()).toBe(HTML);
    expect(store.bytes).toBe(0);
  });

  it("answers HEAD with the kept copy's length and no body", async () => {
    const made = await get('/page', BROWSER);
    const head = await get('/page', BROWSER, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(made.body.length);
    expect(head.body.length).toBe(0);
  });

  it('keeps the copies under their byte bound, least recently used out first', () => {
    const small = createCopyStore(10);
    small.put('a', Buffer.alloc(4));
    small.put('b', Buffer.alloc(4));
    small.get('a');
    small.put('c', Buffer.alloc(4));
    expect(small.get('b')).toBeUndefined();
    expect(small.get('a')).toBeDefined();
    expect(small.bytes).toBe(8);
    expect(small.claim('d')).toBe(true);
    expect(small.claim('d')).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
