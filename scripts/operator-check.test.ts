import { describeErrorBody, runCheckOperator, unwrap } from './operator-check.mjs';

/**
 * A stand-in operator answering the app's calls in the real operator's format (bare bodies; operator-wire-format.md
 * "Cross-cutting facts" 1, the guest flow of section A, rows of section B as objects holding a list). A test replaces
 * one answer with a bad shape and expects the check to say so and exit 1.
 */
type Answer = { status?: number; body?: unknown; text?: string; type?: string; noCors?: boolean };
const GOOD: Record<string, Answer> = {
  'GET /v2/users/self/network': {
    body: {
      id: 1, is_guest_allowed: true, auto_auth: null, agreement: 'https://legal.isp.example/agreement.html', privacy: 'https://legal.isp.example/privacy.txt',
      provider: { id: 1, name: 'ISP', phone_mask: '+998 (##) ###-##-##', otp_length: 6 },
    },
  },
  'GET https://legal.isp.example/agreement.html': { text: '<p>Agreement</p>', type: 'text/html' },
  'GET https://legal.isp.example/privacy.txt': { text: 'Privacy', type: 'text/plain' },
  'POST /v2/users': { status: 200, body: { id: 77, username: 'guest' } },
  'POST /v2/auth/login': { body: { access_token: 'a'.repeat(40), expired: '2026-12-07T03:00:00Z', device: null, profile: null, was_guest: true } },
  'POST /v2/users/self/devices': { status: 200, body: { id: '4f1c2a9e-6d0b-4a53-9a57-0d2d6c1e7f10', serial: 's' } },
  'POST /v2/auth/device': { body: { access_token: 'b'.repeat(40), expired: 1796613572 } },
  'GET /v2/channels/channel_list': { body: [{ id: 1, name: 'One', slug: 'one', is_free: true }, { id: 2, name: 'Two', slug: 'two' }] },
  'GET /v2/channels/category_list': { body: [{ id: 1, name: 'All', channels: [1, 2] }] },
  'GET /v2/channels/1/stream': { body: { hls_mbr: 'https://cdn.isp.example/1/index.m3u8', hls: 'https://cdn.isp.example/1/low.m3u8' } },
  'GET https://cdn.isp.example/1/index.m3u8': { text: '#EXTM3U', type: 'application/vnd.apple.mpegurl' },
  'GET /v2/rowsets': { body: [{ id: 1, slug: 'home', title: 'Home' }] },
  'GET /v2/rowsets/home': { body: { id: 1, slug: 'home', rows: [{ id: 5, slug: 'novinki-1' }] } },
  'GET /v2/rows/novinki-1': { body: { contents: [{ id: '3301', slug: 'film', title: 'Film', content_type: 'movie' }] } },
  'GET /v2/contents/film': { body: { id: '3301', slug: 'film', title: 'Film', content_type: 'movie', libraries: [{ id: 1 }] } },
};

function operator(overrides: Record<string, Answer | 'timeout'> = {}) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const key = url.origin === 'https://api.isp.example' ? `${method} ${url.pathname}` : `${method} ${url.origin}${url.pathname}`;
    asked.push(key);
    const answer = key in overrides ? overrides[key] : GOOD[key];
    if (answer === 'timeout') {
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    if (!answer) return new Response(JSON.stringify({ status_code: 404, error_code: 'not_found', error: { message: 'Not found.' } }), { status: 404 });
    const headers: Record<string, string> = { 'content-type': answer.type ?? 'application/json' };
    if (!answer.noCors) headers['access-control-allow-origin'] = '*';
    return new Response(answer.text ?? JSON.stringify(answer.body), { status: answer.status ?? 200, headers });
  }) as typeof fetch;
  return { asked, fetch: fetchImpl };
}

async function check(overrides: Record<string, Answer | 'timeout'> = {}, extraArgs: string[] = []) {
  const lines: string[] = [];
  const stand = operator(overrides);
  const code = await runCheckOperator(['https://api.isp.example', '--origin', 'https://tv.example', ...extraArgs], { fetch: stand.fetch, write: (line) => lines.push(line) });
  return { code, output: lines.join('\n'), asked: stand.asked };
}

const envelope = (body: unknown) => ({ data: body, meta: { count: 1, offset: 0, limit: 20 } });

describe('check-operator', () => {
  it("passes the operator's bare format: the guest flow, channels, a stream with CORS, a row and a content", async () => {
    const { code, output, asked } = await check();
    expect(output).toContain('ok    guest flow: a guest user, its device and a device token were created');
    expect(output).toContain('ok    stream: channel 1 plays from https://cdn.isp.example');
    expect(output).toContain('ok    GET /v2/contents/film -> 200, bare object');
    expect(output).not.toMatch(/^(warn|fail)/m);
    expect(code).toBe(0);
    // Read-only beyond the guest flow's own user and device.
    expect(asked.filter((key) => !key.startsWith('GET '))).toEqual(['POST /v2/users', 'POST /v2/auth/login', 'POST /v2/users/self/devices', 'POST /v2/auth/device']);
  });

  it('passes the enveloped format too', async () => {
    const enveloped = Object.fromEntries(Object.entries(GOOD).filter(([key]) => key.includes(' /v2/')).map(([key, answer]) => [key, { ...answer, body: envelope(answer.body) }]));
    const { code, output } = await check(enveloped);
    expect(output).toContain('GET /v2/channels/channel_list -> 200, {data} envelope array of 2');
    expect(code).toBe(0);
  });

  it.each<[string, Record<string, Answer | 'timeout'>, RegExp]>([
    ['a login answer without access_token', { 'POST /v2/auth/login': { body: { token: 'x' } } }, /fail  auth\/login: access_token is missing/],
    ['a device without an id', { 'POST /v2/users/self/devices': { body: { serial: 's' } } }, /fail  device: id is missing/],
    ['a guest user refused', { 'POST /v2/users': { status: 403, body: { status_code: 403, error_code: 'guest_forbidden', error: { message: 'No guests.' } } } }, /fail  POST \/v2\/users -> 403, \{status_code: 403, error_code: "guest_forbidden", error.message: "No guests."\}/],
    ['a channel list that is an object', { 'GET /v2/channels/channel_list': { body: { results: [] } } }, /fail  channel_list: expected a list \(a bare array\), got object/],
    ['channels without ids', { 'GET /v2/channels/channel_list': { body: [{ name: 'One' }, { name: 'Two' }] } }, /fail  channel_list\[0\]: id is missing.*\(2 of 2 entries\)/],
    ['an HTML error page from a proxy', { 'GET /v2/channels/category_list': { status: 502, text: '<html>Bad gateway</html>', type: 'text/html' } }, /fail  GET \/v2\/channels\/category_list -> 502, no JSON body/],
    ['a stream with no address', { 'GET /v2/channels/1/stream': { body: { url: 'x' } }, 'GET /v2/channels/2/stream': { status: 403, body: { error: { message: 'Not permitted' } } } }, /fail  stream: none of 2 channels/],
    ['a content that is a list', { 'GET /v2/contents/film': { body: [] } }, /fail  content: expected an object, got array of 0/],
    ['a network call that never answers', { 'GET /v2/users/self/network': 'timeout' }, /fail  GET \/v2\/users\/self\/network -> no answer within 0.05 s/],
    ['a truncated JSON answer', { 'POST /v2/auth/device': { text: '{"access_tok' } }, /fail  POST \/v2\/auth\/device -> 200 but not JSON/],
  ])('fails with exit 1 on %s', async (_name, overrides, line) => {
    const { code, output } = await check(overrides, ['--timeout', '50']);
    expect(output).toMatch(line);
    expect(output).toMatch(/^Result: the app could not work/m);
    expect(code).toBe(1);
  });

  it('stops after a failed guest flow instead of calling on without a token', async () => {
    const { asked, output } = await check({ 'POST /v2/auth/login': { status: 400, body: { detail: 'Unable to log in with provided credentials.' } } });
    expect(output).toContain('detail: "Unable to log in with provided credentials."');
    expect(asked).not.toContain('GET /v2/channels/channel_list');
  });

  it('warns, without failing, on what only degrades: no phone mask, a legal document missing, media without CORS', async () => {
    const network = GOOD['GET /v2/users/self/network'].body as { provider: object };
    const { code, output } = await check({
      'GET /v2/users/self/network': { body: { ...network, provider: { id: 1, name: 'ISP' } } },
      'GET https://legal.isp.example/privacy.txt': { status: 404, text: 'gone', type: 'text/plain' },
      'GET https://cdn.isp.example/1/index.m3u8': { text: '#EXTM3U', type: 'application/vnd.apple.mpegurl', noCors: true },
    });
    expect(output).toMatch(/warn  network: provider.phone_mask is missing/);
    expect(output).toMatch(/warn  privacy document at .* -> 404/);
    expect(output).toContain('warn  media: CORS does not allow https://tv.example (Access-Control-Allow-Origin: none)');
    expect(code).toBe(0);
  });

  it('refuses a missing or non-http address with exit 2', async () => {
    expect(await runCheckOperator([], { write: () => undefined })).toBe(2);
    expect(await runCheckOperator(['ftp://api.isp.example'], { write: () => undefined })).toBe(2);
  });

  it('reads the envelope and the operator error keys', () => {
    expect(unwrap({ data: [1], meta: { count: 1 } })).toEqual({ value: [1], format: '{data} envelope' });
    expect(unwrap({ contents: [], data: 1 })).toEqual({ value: { contents: [], data: 1 }, format: 'bare' });
    expect(describeErrorBody({ message: 'x' })).toBe('{message: "x"}');
  });
});
