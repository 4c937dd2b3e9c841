/** @jest-environment node */
import { request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { listen } from '../ops/test-server';
import { createFrontCache, installRevalidationCount, MAX_AGE_MS, noteEntryFreshness, STALE_REPLAY_MS } from './front-cache.mjs';
import { ENTRY_HEADER, compressStoredPages, createCopyStore, type CopyStore } from './page-compression.mjs';
import { readSentAfterAsking } from './stale-tags.mjs';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Фильм для всех</p>'.repeat(300)}</body></html>`;
const ENTRY = 'entry-1';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'ru', 'user-agent': 'Viewer/1.0' };

/** What Next answers, as the layers below the front cache see it (a stored page from the page cache by default). */
let answer: { cache: string; status: number; setCookie?: string; delayMs: number };
/** Auth-only mode's request gate: a session the platform no longer knows is sent to sign in, with the same cookie. */
let sessionEnded = false;
let nextCalls = 0;
/** The most requests Next had at once. */
let mostAtOnce = 0;
let atOnce = 0;
let clock = 0;
let revalidations = 0;
let store: CopyStore;
let server: Server;
let origin = '';

/** Next as server.mjs hands requests to it: page-compression's layer, then a stored page's answer. */
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  nextCalls += 1;
  atOnce += 1;
  mostAtOnce = Math.max(mostAtOnce, atOnce);
  res.once('finish', () => (atOnce -= 1));
  compressStoredPages(req, res, store);
  setTimeout(() => {
    if (req.headers.cookie !== undefined && sessionEnded) {
      res.writeHead(307, { location: '/sign_in', 'cache-control': 'private, no-store' }).end();
      return;
    }
    res.appendHeader(ENTRY_HEADER, ENTRY);
    res.statusCode = answer.status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', "script-src 'self' 'sha256-abc'");
    res.setHeader('x-nextjs-cache', answer.cache);
    if (answer.setCookie) res.setHeader('set-cookie', answer.setCookie);
    res.end(PAGE);
  }, answer.delayMs);
}

beforeAll(async () => {
  const front = createFrontCache({ copies: (key) => store.get(key), now: () => clock });
  ({ server, url: origin } = await listen((req, res) => front(req, res, fakeNext)));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  answer = { cache: 'HIT', status: 200, delayMs: 0 };
  nextCalls = 0;
  sessionEnded = false;
  clock += 10 * MAX_AGE_MS;
  store = createCopyStore();
  installRevalidationCount(() => revalidations);
  noteEntryFreshness(ENTRY, clock + 300_000);
});

function get(path: string, headers: Record<string, string> = BROWSER) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const call = request(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString() : body.toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

/** An answer's headers but those of its connection and framing (the first, compressed as it goes out, is chunked). */
const sameAnswer = (headers: IncomingHttpHeaders) => {
  const { date: _date, 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers;
  return rest;
};

describe('stored pages answered in front of Next', () => {
  it('answers a visitor without cookies asking again as before with the kept answer, without Next', async () => {
    const first = await get('/channels');
    const second = await get('/channels');
    expect(nextCalls).toBe(1);
    expect(second.status).toBe(200);
    expect(second.text).toBe(PAGE);
    expect(sameAnswer(second.headers)).toEqual(sameAnswer(first.headers));
    expect(second.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
    expect(second.headers[ENTRY_HEADER]).toBeUndefined();
  });

  it('never answers a request carrying a cookie from a kept answer: what its session gets may change with no change to it', async () => {
    const viewer = { ...BROWSER, cookie: 'tv_token=signed-in' };
    await get('/channels');
    await get('/channels');
    for (let visit = 0; visit < 2; visit += 1) expect((await get('/channels', viewer)).text).toBe(PAGE);
    expect(nextCalls).toBe(3);
    // Auth-only mode: the platform ended this session; the same request is now sent to sign in.
    sessionEnded = true;
    const locked = await get('/channels', viewer);
    expect(locked.status).toBe(307);
    expect(locked.headers.location).toBe('/sign_in');
  });

  it('keeps answers apart by language, user agent, encoding and address', async () => {
    await get('/channels');
    const others = [
      { ...BROWSER, 'accept-language': 'kk' },
      { ...BROWSER, 'user-agent': 'Crawler/2.0' },
      { ...BROWSER, 'accept-encoding': 'gzip' },
    ];
    for (const headers of others) await get('/channels', headers);
    await get('/channels?partner=x');
    expect(nextCalls).toBe(5);
    // Per request by nature, and read by nothing that shapes the page: the same answer.
    await get('/channels', { ...BROWSER, referer: 'http://elsewhere/', 'x-request-id': 'mine' });
    expect(nextCalls).toBe(5);
  });

  it('ends every kept answer at a revalidation, counted in this process or read from a shared store', async () => {
    await get('/channels');
    revalidations += 1;
    await get('/channels');
    expect(nextCalls).toBe(2);
    // Another server's revalidation, read (as from Redis) after the request arrived.
    let shared = revalidations;
    installRevalidationCount(readSentAfterAsking(async () => shared));
    await get('/channels');
    expect(nextCalls).toBe(2);
    shared += 1;
    await get('/channels');
    expect(nextCalls).toBe(3);
    await get('/channels');
    expect(nextCalls).toBe(3);
    // A count that cannot be read: Next answers, as before this layer.
    installRevalidationCount(() => Promise.reject(new Error('Redis is gone')));
    expect((await get('/channels')).text).toBe(PAGE);
    expect(nextCalls).toBe(4);
  });

  it("stops replaying at the end of the entry's lifetime and after MAX_AGE_MS", async () => {
    noteEntryFreshness(ENTRY, clock + 1_000);
    await get('/channels');
    clock += 1_000;
    await get('/channels');
    expect(nextCalls).toBe(2);
    // Not kept then (Next's answer was for an entry past its lifetime): the key goes on to Next for MAX_AGE_MS.
    noteEntryFreshness(ENTRY, clock + 300_000);
    await get('/channels');
    expect(nextCalls).toBe(3);
    clock += MAX_AGE_MS;
    await get('/channels');
    clock += MAX_AGE_MS - 1;
    await get('/channels');
    expect(nextCalls).toBe(4);
    clock += 1;
    await get('/channels');
    expect(nextCalls).toBe(5);
  });

  it('keeps no answer that is not a stored page for everyone: a fresh render, a cookie set, another status', async () => {
    for (const changed of [{ cache: 'MISS' }, { setCookie: 'partner=x' }, { status: 503 }]) {
      answer = { ...answer, ...changed };
      clock += MAX_AGE_MS;
      await get('/channels');
      await get('/channels');
    }
    expect(nextCalls).toBe(6);
  });

  it("replays Next's STALE answer while the page renders again, asking Next once a second, until it is a HIT", async () => {
    // The page went past its lifetime: Next answers the stored entry, STALE, and renders the page again.
    noteEntryFreshness(ENTRY, clock - 1);
    answer.cache = 'STALE';
    const first = await get('/channels');
    const replayed = await get('/channels');
    expect(nextCalls).toBe(1);
    expect(replayed.text).toBe(PAGE);
    expect(replayed.headers['x-nextjs-cache']).toBe('STALE');
    expect(sameAnswer(replayed.headers)).toEqual(sameAnswer(first.headers));
    clock += STALE_REPLAY_MS - 1;
    await get('/channels');
    expect(nextCalls).toBe(1);
    // A second on, Next is asked again; once the new page is stored it answers HIT, kept as any fresh answer.
    clock += 1;
    answer.cache = 'HIT';
    noteEntryFreshness(ENTRY, clock + 300_000);
    expect((await get('/channels')).headers['x-nextjs-cache']).toBe('HIT');
    clock += STALE_REPLAY_MS;
    expect((await get('/channels')).headers['x-nextjs-cache']).toBe('HIT');
    expect(nextCalls).toBe(2);
  });

  it('sends alike requests arriving together to Next once, then answers them all', async () => {
    answer.delayMs = 50;
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => get('/channels')));
    expect(nextCalls).toBe(1);
    expect(answers.map((each) => each.text)).toEqual(Array(5).fill(PAGE));
    // An answer not to replay (a 404): those waiting go to Next, and later ones go without waiting for one another.
    clock += MAX_AGE_MS;
    answer.status = 404;
    await Promise.all([0, 1, 2].map(() => get('/no-such-page')));
    expect(nextCalls).toBe(4);
    mostAtOnce = 0;
    await Promise.all([0, 1, 2].map(() => get('/no-such-page')));
    expect(nextCalls).toBe(7);
    expect(mostAtOnce).toBe(3);
  });
});
