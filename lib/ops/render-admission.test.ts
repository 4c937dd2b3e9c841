import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, USER_LOCALE_COOKIE } from '@/lib/i18n/locales';
import { PROFILE_HINT_COOKIE, TOKEN_COOKIE } from '@/lib/session/cookies';
import {
  BUSY_RETRY_AFTER_SECONDS,
  FALLBACK_LOCALE,
  LOCALE_COOKIES,
  RENDER_ADMISSION_DEFAULTS,
  SESSION_VARIANT_COOKIES,
  createRenderAdmission,
  isPageAddress,
  notePageStored,
  loadBusyTexts,
  renderAdmissionSettingsFrom,
  renderVariantKey,
  requestLocale,
  busyLocale,
} from './render-admission.mjs';
import { listen } from './test-server';

const messagesDir = path.join(process.cwd(), 'messages');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean) {
  while (!condition()) await pause(5);
}

/** A server whose "renders" are held until the test lets them go; `cached` addresses answer as page cache hits. */
async function heldServer(
  settings: { concurrency: number; queueLength: number; queueWaitMs: number },
  cached = new Set<string>(),
  redirected = new Set<string>(),
) {
  const admit = createRenderAdmission({ settings, messagesDir });
  const held: Array<() => void> = [];
  const rendered: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse) => {
    rendered.push(req.url ?? '');
    if (cached.has(req.url ?? '')) {
      res.setHeader('x-nextjs-cache', 'HIT');
      return res.end('cached');
    }
    if (redirected.has(req.url ?? '')) {
      res.writeHead(307, { location: `/en${req.url}` });
      return res.end();
    }
    held.push(() => res.end('rendered'));
  };
  const listening = await listen((req, res) => admit(req, res, next));
  return { ...listening, admit, held, rendered };
}

describe('render admission settings', () => {
  it('defaults to a closed bound and keeps the default for malformed values', () => {
    expect(renderAdmissionSettingsFrom({})).toEqual(RENDER_ADMISSION_DEFAULTS);
    expect(renderAdmissionSettingsFrom({ RENDER_CONCURRENCY: '-1', RENDER_QUEUE_LENGTH: 'x', RENDER_QUEUE_WAIT_MS: '1.5' })).toEqual(
      RENDER_ADMISSION_DEFAULTS,
    );
    expect(renderAdmissionSettingsFrom({ RENDER_CONCURRENCY: '1', RENDER_QUEUE_LENGTH: '0', RENDER_QUEUE_WAIT_MS: '200' })).toEqual({
      concurrency: 1,
      queueLength: 0,
      queueWaitMs: 200,
    });
  });
});

describe('which requests are bounded', () => {
  it('bounds page addresses, never files, Next assets or the API', () => {
    expect(isPageAddress({ method: 'GET', url: '/search?q=river' })).toBe(true);
    expect(isPageAddress({ method: 'HEAD', url: '/no-such-page' })).toBe(true);
    expect(isPageAddress({ method: 'GET', url: '/api/v2/users/self' })).toBe(false);
    expect(isPageAddress({ method: 'GET', url: '/_next/static/chunks/app.js' })).toBe(false);
    expect(isPageAddress({ method: 'GET', url: '/robots.txt' })).toBe(false);
    expect(isPageAddress({ method: 'POST', url: '/search' })).toBe(false);
  });

  it('tells renderings apart by language, session and RSC, not by the RSC cache-buster', () => {
    const key = (url: string, headers: Record<string, string> = {}) => renderVariantKey({ method: 'GET', url, headers }, [...LOCALES]);
    expect(key('/search?q=river&_rsc=abc', { rsc: '1' })).toBe(key('/search?q=river&_rsc=xyz', { rsc: '1' }));
    expect(key('/search?q=river')).not.toBe(key('/search?q=river', { rsc: '1' }));
    expect(key('/search?q=river')).not.toBe(key('/search?q=river', { cookie: 'lang=en' }));
    // One language however a browser words it: a page answered from the page cache in English is known for every wording.
    expect(key('/faq', { 'accept-language': 'en-US,en;q=0.9' })).toBe(key('/faq', { 'accept-language': 'en-GB, ru;q=0.5' }));
    expect(key('/faq', { 'accept-language': 'en' })).toBe(key('/faq', { cookie: 'lang=en' }));
    expect(key('/faq', { 'accept-language': '*' })).toBe(key('/faq'));
    expect(key('/faq', { 'accept-language': 'en' })).not.toBe(key('/faq'));
    expect(key('/channels')).not.toBe(key('/channels', { cookie: 'tv_token=secret' }));
    expect(key('/channels', { cookie: 'tv_token=one' })).toBe(key('/channels', { cookie: 'tv_token=two' }));
  });

  it('names the cookies the app itself names', () => {
    expect(LOCALE_COOKIES).toEqual([LOCALE_COOKIE, USER_LOCALE_COOKIE]);
    expect(SESSION_VARIANT_COOKIES).toEqual([TOKEN_COOKIE, PROFILE_HINT_COOKIE]);
    expect(FALLBACK_LOCALE).toBe(DEFAULT_LOCALE);
  });
});

describe('busy page', () => {
  it('has its texts in every language', () => {
    const texts = loadBusyTexts(messagesDir);
    for (const locale of LOCALES) {
      expect(texts[locale]).toEqual({ title: expect.any(String), text: expect.any(String), retry: expect.any(String) });
    }
  });

  it("speaks the language the address names, else the one the visitor would be sent to (issue 33)", () => {
    const locales = [...LOCALES];
    expect(busyLocale({ url: '/kk/search?q=x', headers: { cookie: 'lang=en' } }, locales)).toBe('kk');
    expect(busyLocale({ url: '/search?q=x', headers: { cookie: 'lang=en' } }, locales)).toBe('en');
    expect(busyLocale({ url: '/xx/search', headers: {} }, locales)).toBe(DEFAULT_LOCALE);
  });

  it('speaks the language the request gate would pick', () => {
    const locales = [...LOCALES];
    expect(requestLocale({ headers: { cookie: 'lang=kk', 'accept-language': 'en' } }, locales)).toBe('kk');
    expect(requestLocale({ headers: { 'accept-language': 'de;q=1, en-GB;q=0.8, ru;q=0.5' } }, locales)).toBe('en');
    expect(requestLocale({ headers: {} }, locales)).toBe(DEFAULT_LOCALE);
  });
});

describe('render admission', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('queues renders beyond the bound and answers a translated 503 with Retry-After once the queue is full', async () => {
    const held = await heldServer({ concurrency: 1, queueLength: 1, queueWaitMs: 5_000 });
    server = held.server;
    const first = fetch(`${held.url}/search?q=one`);
    await until(() => held.held.length === 1);
    const queued = fetch(`${held.url}/search?q=two`);
    await until(() => held.admit.gate.waiting === 1);
    const refused = await fetch(`${held.url}/search?q=three`, { headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const page = await refused.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(loadBusyTexts(messagesDir).en.title);
    expect(page).toContain('href="/search?q=three"');
    expect(held.rendered).toEqual(['/search?q=one']);

    held.held.shift()!();
    expect(await (await first).text()).toBe('rendered');
    await until(() => held.held.length === 1);
    expect(held.rendered).toEqual(['/search?q=one', '/search?q=two']);
    held.held.shift()!();
    expect((await queued).status).toBe(200);
  });

  it("refuses Next's own prefetches at once when every render place is taken, keeping the queue for pages asked for", async () => {
    // A queued prefetch would be answered only after a minute, long past the test's own time.
    const held = await heldServer({ concurrency: 1, queueLength: 4, queueWaitMs: 60_000 });
    server = held.server;
    const first = fetch(`${held.url}/contents/one`, { headers: { rsc: '1' } });
    await until(() => held.held.length === 1);
    for (const header of ['next-router-prefetch', 'next-router-segment-prefetch']) {
      const prefetch = await fetch(`${held.url}/contents/two`, { headers: { rsc: '1', [header]: '1' } });
      expect(prefetch.status).toBe(503);
    }
    expect(held.admit.gate.waiting).toBe(0);
    const opened = fetch(`${held.url}/contents/three`, { headers: { rsc: '1' } });
    await until(() => held.admit.gate.waiting === 1);
    held.held.shift()!();
    await first;
    await until(() => held.held.length === 1);
    held.held.shift()!();
    expect((await opened).status).toBe(200);
    expect(held.rendered).toEqual(['/contents/one', '/contents/three']);
  });

  it('answers 503 when the wait runs out, never holding the request longer', async () => {
    const held = await heldServer({ concurrency: 1, queueLength: 4, queueWaitMs: 100 });
    server = held.server;
    void fetch(`${held.url}/row/new?text=a`);
    await until(() => held.held.length === 1);
    const waited = await fetch(`${held.url}/row/new?text=b`, { headers: { cookie: 'lang=kk' } });
    expect(waited.status).toBe(503);
    expect(await waited.text()).toContain(loadBusyTexts(messagesDir).kk.title);
    held.held.shift()!();
  });

  it("adds one 'close' listener to an answer, so Next's own stay under Node's leak warning", async () => {
    const admit = createRenderAdmission({ settings: { concurrency: 1, queueLength: 1, queueWaitMs: 100 }, messagesDir });
    const listeners: number[] = [];
    const listening = await listen((req, res) =>
      admit(req, res, (_request, response) => {
        listeners.push(response.listenerCount('close'));
        response.end('rendered');
      }),
    );
    server = listening.server;
    let before = -1;
    const bare = await listen((_req, res) => {
      before = res.listenerCount('close');
      res.end();
    });
    await fetch(bare.url);
    bare.server.closeAllConnections();
    bare.server.close();
    await fetch(`${listening.url}/search?q=one`);
    expect(listeners).toEqual([before + 1]);
  });

  it("lets a variant past a full queue once it was answered with a redirect (the request gate's language redirect)", async () => {
    const held = await heldServer({ concurrency: 1, queueLength: 0, queueWaitMs: 100 }, new Set(), new Set(['/channels']));
    server = held.server;
    const first = await fetch(`${held.url}/channels`, { redirect: 'manual' });
    expect(first.status).toBe(307);
    void fetch(`${held.url}/search?q=held`);
    await until(() => held.held.length === 1);
    expect((await fetch(`${held.url}/search?q=other`)).status).toBe(503);
    expect((await fetch(`${held.url}/channels`, { redirect: 'manual' })).status).toBe(307);
    held.held.splice(0).forEach((end) => end());
  });

  it('lets a page answered from the page cache, files and API calls past a full queue', async () => {
    const held = await heldServer({ concurrency: 1, queueLength: 0, queueWaitMs: 100 }, new Set(['/channels']));
    server = held.server;
    expect(await (await fetch(`${held.url}/channels`)).text()).toBe('cached');
    void fetch(`${held.url}/search?q=held`);
    await until(() => held.held.length === 1);
    expect((await fetch(`${held.url}/search?q=other`)).status).toBe(503);
    expect(await (await fetch(`${held.url}/channels`)).text()).toBe('cached');
    const asset = fetch(`${held.url}/robots.txt`);
    const api = fetch(`${held.url}/api/v2/users/self`);
    await until(() => held.held.length === 3);
    expect(held.rendered).toEqual(expect.arrayContaining(['/robots.txt', '/api/v2/users/self']));
    held.held.splice(0).forEach((end) => end());
    await Promise.all([asset, api]);
  });

  it('lets a variant past a full queue once the page cache has stored the page rendered for it, and only then', async () => {
    const admit = createRenderAdmission({ settings: { concurrency: 1, queueLength: 0, queueWaitMs: 100 }, messagesDir });
    const held: Array<() => void> = [];
    const listening = await listen((req, res) =>
      admit(req, res, (request, response) => {
        if (request.url === '/search?q=held') return held.push(() => response.end('rendered'));
        // The unknown-address page is stored as it renders (lib/cache/store-policy.mjs); a 404 under an unknown record is not.
        if (request.url === '/no/such/page') notePageStored();
        response.statusCode = 404;
        response.setHeader('x-nextjs-cache', 'MISS');
        response.end('not found');
      }),
    );
    server = listening.server;
    await fetch(`${listening.url}/no/such/page`);
    await fetch(`${listening.url}/contents/no-such-title`);
    void fetch(`${listening.url}/search?q=held`);
    await until(() => held.length === 1);
    expect((await fetch(`${listening.url}/no/such/page`)).status).toBe(404);
    expect((await fetch(`${listening.url}/contents/no-such-title`)).status).toBe(503);
    held.splice(0).forEach((end) => end());
  });

  it('has a visitor asking for a rendering under way wait for it, then answers from the page cache', async () => {
    // No queue: without waiting for the first, the second request for the same search was refused.
    const admit = createRenderAdmission({ settings: { concurrency: 1, queueLength: 0, queueWaitMs: 100 }, messagesDir });
    const held: Array<() => void> = [];
    const stored = new Set<string>();
    const answers: string[] = [];
    const listening = await listen((req, res) =>
      admit(req, res, (request, response) => {
        if (stored.has(request.url ?? '')) {
          answers.push('hit');
          response.setHeader('x-nextjs-cache', 'HIT');
          return response.end('cached');
        }
        answers.push('render');
        held.push(() => {
          stored.add(request.url ?? '');
          response.setHeader('x-nextjs-cache', 'MISS');
          response.end('rendered');
        });
      }),
    );
    server = listening.server;
    const first = fetch(`${listening.url}/search?q=same`);
    await until(() => held.length === 1);
    const second = fetch(`${listening.url}/search?q=same`);
    const signedIn = await fetch(`${listening.url}/search?q=same`, { headers: { cookie: 'tv_token=t' } });
    expect(signedIn.status).toBe(503);
    await pause(20);
    expect(answers).toEqual(['render']);
    held.shift()!();
    expect(await (await first).text()).toBe('rendered');
    expect(await (await second).text()).toBe('cached');
    expect(answers).toEqual(['render', 'hit']);
  });
});
