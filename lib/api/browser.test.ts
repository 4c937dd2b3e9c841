import { getBrowserApi } from './browser';

describe('getBrowserApi', () => {
  it('keeps one client per language, so alternating call sites do not rebuild it', () => {
    const plain = getBrowserApi();
    const russian = getBrowserApi('ru');
    expect(getBrowserApi()).toBe(plain);
    expect(getBrowserApi('ru')).toBe(russian);
    expect(russian.locale).toBe('ru');
  });

  it('shares one cache: clearing it through any client clears it for all', async () => {
    let calls = 0;
    const fetchMock = jest.fn(async () => {
      calls += 1;
      return new Response(JSON.stringify({ data: { n: calls } }), { headers: { 'content-type': 'application/json' } });
    });
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const russian = getBrowserApi('ru');
      expect(await russian.get('/v2/rowsets')).toEqual({ n: 1 });
      expect(await russian.get('/v2/rowsets')).toEqual({ n: 1 });
      getBrowserApi().clearCache();
      expect(await russian.get('/v2/rowsets')).toEqual({ n: 2 });
    } finally {
      global.fetch = original;
    }
  });

  it("asks in the language of the page on screen unless told another (issue 33: the address names it)", () => {
    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { lang: 'kk' } };
    try {
      expect(getBrowserApi().locale).toBe('kk');
      expect(getBrowserApi('en').locale).toBe('en');
    } finally {
      delete page.document;
    }
  });
});
