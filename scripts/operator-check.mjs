/**
 * What `npm run check-operator` checks (scripts/check-operator.mjs runs it): the calls this app makes to an operator's
 * /v2 API, in the app's order, each answer held against the fields the app reads. Plain Node, no build.
 *
 * Read-only apart from the guest user and device the guest flow creates (as every visitor's first page does). Bounded:
 * every request has a time limit, a fixed list of calls is made (at most MAX_STREAM_TRIES streams and MAX_ROWS rows),
 * nothing is repeated. Accepts the operator's bare bodies and the `{data, meta}` envelope alike.
 */

export const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_STREAM_TRIES = 3;
const MAX_ROWS = 3;
const MAX_PAGES = 3;
const CONTENT_TYPES = new Set(['movie', 'series', 'program', 'episode', 'season', 'film', 'serial']);

/** A finding: `fail` means the app could not work against this operator, `warn` that a piece of it degrades. */
export const LEVELS = /** @type {const} */ (['ok', 'info', 'warn', 'fail']);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value an answer carries: a bare body, or the `data` of a `{data, meta}` envelope. */
export function unwrap(body) {
  if (isObject(body) && 'data' in body && Object.keys(body).every((key) => key === 'data' || key === 'meta')) {
    return { value: body.data, format: '{data} envelope' };
  }
  return { value: body, format: 'bare' };
}

export function describeShape(value) {
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : typeof value;
}

const TYPE_CHECKS = {
  string: (value) => typeof value === 'string' && value.length > 0,
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  id: (value) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length > 0),
  array: (value) => Array.isArray(value),
  object: (value) => isObject(value),
  url: (value) => typeof value === 'string' && /^(https?:\/\/|\/)/.test(value),
};

function read(value, path) {
  return path.split('.').reduce((current, key) => (isObject(current) ? current[key] : undefined), value);
}

/**
 * Checks one answer's fields. `fields`: [path, type, level, what the app does with it]. Returns the findings for the
 * fields that are missing or of another type.
 */
export function checkFields(label, value, fields) {
  const findings = [];
  for (const [path, type, level, use] of fields) {
    const found = read(value, path);
    if (TYPE_CHECKS[type](found)) continue;
    const seen = found === undefined ? 'missing' : `${describeShape(found)} ${JSON.stringify(found)?.slice(0, 60) ?? ''}`.trim();
    findings.push({ level, text: `${label}: ${path} is ${seen}, expected ${type}: ${use}` });
  }
  return findings;
}

/** The keys an error body carries, as the operator's format names them (status_code, error_code, error.message...). */
export function describeErrorBody(body) {
  if (!isObject(body)) return body === undefined ? 'no JSON body' : `body ${describeShape(body)}`;
  const parts = [];
  for (const key of ['status_code', 'error_code', 'code', 'detail', 'message']) {
    if (body[key] !== undefined) parts.push(`${key}: ${JSON.stringify(body[key]).slice(0, 80)}`);
  }
  const error = body.error;
  if (isObject(error)) parts.push(`error.message: ${JSON.stringify(error.message ?? null).slice(0, 80)}`);
  else if (typeof error === 'string') parts.push(`error: ${JSON.stringify(error).slice(0, 80)}`);
  return parts.length ? `{${parts.join(', ')}}` : `keys ${Object.keys(body).slice(0, 8).join(', ') || '(none)'}`;
}

/** Checks of the answers the app reads, by call (the raw types of lib/api/raw/ and the guest flow of lib/session/guest.ts). */
export const ANSWER_CHECKS = {
  network: (value) =>
    checkFields('network', value, [
      ['is_guest_allowed', 'boolean', 'warn', 'the start-up decides between a guest session and the sign-in screen'],
      ['provider', 'object', 'warn', 'support contacts, currency, phone mask and code length'],
      ['provider.phone_mask', 'string', 'warn', 'the sign-in form counts the digits of a phone (else 11)'],
      ['provider.otp_length', 'number', 'warn', 'the length of a one-time code (else 4)'],
      ['agreement', 'url', 'warn', 'the agreement page reads its text there (else the page is not found)'],
      ['privacy', 'url', 'warn', 'the privacy page reads its text there (else the page is not found)'],
    ]),
  guestUser: (value) => checkFields('guest user', value, [['id', 'id', 'warn', 'the created user']]),
  tokenGrant: (label) => (value) => checkFields(label, value, [['access_token', 'string', 'fail', 'every later call carries it']]),
  device: (value) => checkFields('device', value, [['id', 'id', 'fail', 'POST /v2/auth/device authorizes it by this id']]),
  channel: (value, index) =>
    checkFields(`channel_list[${index}]`, value, [
      ['id', 'id', 'fail', 'channel pages and streams are asked by it'],
      ['name', 'string', 'warn', 'shown in the channel list'],
      ['slug', 'string', 'warn', 'the channel page address'],
    ]),
  category: (value, index) =>
    checkFields(`category_list[${index}]`, value, [
      ['id', 'id', 'fail', 'the category filter'],
      ['name', 'string', 'warn', 'the category tab'],
      ['channels', 'array', 'warn', 'the channels of the category'],
    ]),
  rowsetPage: (value) => checkFields('rowset', value, [['rows', 'array', 'fail', 'the rows of a catalogue page']]),
  content: (value) =>
    checkFields('content', value, [
      ['id', 'id', 'fail', 'the title page and its stream'],
      ['title', 'string', 'warn', 'the title shown'],
      ['content_type', 'string', 'warn', 'movie, series, episode: the page layout'],
      ['slug', 'string', 'warn', 'the title page address'],
    ]),
};

/** The entries of a list answer; a finding when it is not a list. */
function listOf(label, value) {
  if (Array.isArray(value)) return { items: value, findings: [] };
  return { items: [], findings: [{ level: 'fail', text: `${label}: expected a list (a bare array), got ${describeShape(value)}` }] };
}

/** Checks each entry; reports one finding per problem kind with the count, not one per entry. */
function checkEntries(label, items, check) {
  const counts = new Map();
  items.forEach((item, index) => {
    for (const finding of isObject(item) ? check(item, index) : [{ level: 'fail', text: `${label}[${index}]: not an object` }]) {
      const key = `${finding.level} ${finding.text.replace(/^[^:]*: /, '')}`;
      const entry = counts.get(key) ?? { ...finding, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  });
  return [...counts.values()].map(({ level, text, count }) => ({
    // A list keeps working when some entries are broken (they are dropped); when every one is, it does not.
    level: level === 'fail' && count < items.length ? 'warn' : level,
    text: count > 1 ? `${text} (${count} of ${items.length} entries)` : text,
  }));
}

function randomHex(bytes) {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/**
 * Walks the app's calls against `origin` and reports through `report(level, text)`. `fetch` and `timeoutMs` are
 * injectable for the unit tests.
 */
export async function checkOperator({ origin, appOrigin, fetch: doFetch = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS, report }) {
  const add = (findings) => findings.forEach((finding) => report(finding.level, finding.text));

  async function call(method, path, { token, body, query } = {}) {
    const url = new URL(path, origin);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    if (token) url.searchParams.set('access_token', token);
    const label = `${method} ${path}`;
    let response;
    let text;
    try {
      response = await doFetch(url, {
        method,
        headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      text = await response.text();
    } catch (error) {
      const why = error?.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `${error?.message ?? error}${error?.cause ? ` (${error.cause.message ?? error.cause})` : ''}`;
      return { ok: false, label, status: 0, line: `${label} -> ${why}` };
    }
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = undefined;
    }
    const type = response.headers.get('content-type') ?? 'no content type';
    if (!response.ok) {
      return { ok: false, label, status: response.status, line: `${label} -> ${response.status}, ${describeErrorBody(parsed)}` };
    }
    if (parsed === undefined) {
      return { ok: false, label, status: response.status, line: `${label} -> ${response.status} but not JSON (${type}: ${JSON.stringify(text.slice(0, 60))})` };
    }
    const { value, format } = unwrap(parsed);
    const cookies = response.headers.getSetCookie?.() ?? [];
    return { ok: true, label, status: response.status, value, cookies, line: `${label} -> ${response.status}, ${format} ${describeShape(value)}` };
  }

  /** Makes the call, reports its line at `failLevel` when it fails; the answer, or null. */
  async function step(failLevel, method, path, options) {
    const answer = await call(method, path, options);
    report(answer.ok ? 'ok' : failLevel, answer.line);
    return answer.ok ? answer : null;
  }

  // 1. Network data: the start-up's first call, without a token.
  const network = await step('fail', 'GET', '/v2/users/self/network');
  if (network) {
    if (!isObject(network.value)) report('fail', `network: expected an object, got ${describeShape(network.value)}`);
    else {
      add(ANSWER_CHECKS.network(network.value));
      await checkLegalAddresses(network.value);
      reportAutoAuth(network.value.auto_auth);
    }
  }

  // 2. The guest flow, as lib/session/guest.ts makes it: user, login, device, device authorization.
  const credentials = { username: `check-${randomHex(8)}`, password: randomHex(16) };
  const token = await guestFlow(credentials);
  if (!token) {
    report('fail', 'guest flow: failed, so no page can be rendered and no visitor gets a session; later checks skipped');
    return;
  }
  report('ok', 'guest flow: a guest user, its device and a device token were created');

  // 3. Channels, categories and a stream.
  const channels = await step('fail', 'GET', '/v2/channels/channel_list', { token });
  const channelItems = channels ? listOf('channel_list', channels.value) : { items: [], findings: [] };
  add(channelItems.findings);
  add(checkEntries('channel_list', channelItems.items, ANSWER_CHECKS.channel));
  if (channels && Array.isArray(channels.value) && channels.value.length === 0) report('warn', 'channel_list: empty: /channels shows no channel');
  const categories = await step('fail', 'GET', '/v2/channels/category_list', { token });
  if (categories) {
    const list = listOf('category_list', categories.value);
    add(list.findings);
    add(checkEntries('category_list', list.items, ANSWER_CHECKS.category));
  }
  await checkStream(channelItems.items, token);

  // 4. A catalogue page, a row and a content.
  await checkCatalogue(token);

  async function guestFlow({ username, password }) {
    const user = await step('fail', 'POST', '/v2/users', { body: { username, password, is_guest: true } });
    if (!user) return null;
    add(ANSWER_CHECKS.guestUser(user.value));
    const login = await step('fail', 'POST', '/v2/auth/login', { body: { login: username, password } });
    if (!login) return null;
    const loginFindings = ANSWER_CHECKS.tokenGrant('auth/login')(login.value);
    add(loginFindings);
    if (loginFindings.length) return null;
    reportExpiry('auth/login', login.value);
    const device = await step('fail', 'POST', '/v2/users/self/devices', {
      token: login.value.access_token,
      body: { serial: `check-operator-${randomHex(6)}`, device_type: 'pc', application_type: 'web', vendor: 'check-operator', model: 'check', os_name: 'linux' },
    });
    if (!device) return null;
    const deviceFindings = ANSWER_CHECKS.device(device.value);
    add(deviceFindings);
    if (deviceFindings.length) return null;
    const authorized = await step('fail', 'POST', '/v2/auth/device', { token: login.value.access_token, body: { device_id: device.value.id } });
    if (!authorized) return null;
    const grantFindings = ANSWER_CHECKS.tokenGrant('auth/device')(authorized.value);
    add(grantFindings);
    if (grantFindings.length) return null;
    reportExpiry('auth/device', authorized.value);
    return authorized.value.access_token;
  }

  function reportExpiry(label, grant) {
    const expiry = grant.expired ?? grant.expires_at;
    if (expiry === undefined || expiry === null) report('info', `${label}: the token names no expiry (expired): the app renews it when the API answers 401`);
    else report('info', `${label}: the token expires ${JSON.stringify(expiry)}`);
  }

  function reportAutoAuth(address) {
    if (!address) return;
    try {
      report('info', `network: auto-auth at ${new URL(address).origin}: list it in AUTO_AUTH_ORIGINS and let it answer CORS for the app's origin`);
    } catch {
      report('warn', `network: auto_auth ${JSON.stringify(address).slice(0, 80)} is not an address`);
    }
  }

  async function checkLegalAddresses(value) {
    for (const key of ['agreement', 'privacy']) {
      const address = value[key];
      if (typeof address !== 'string' || !address) continue;
      try {
        const response = await doFetch(new URL(address, origin), { headers: { Accept: 'text/plain, text/html;q=0.9' }, signal: AbortSignal.timeout(timeoutMs) });
        const type = response.headers.get('content-type') ?? 'no content type';
        const body = await response.text();
        const usable = response.ok && /^text\//i.test(type) && body.trim().length > 0;
        report(usable ? 'ok' : 'warn', `${key} document at ${address} -> ${response.status}, ${type}, ${body.length} characters${usable ? '' : ': the page shows its error instead'}`);
      } catch (error) {
        report('warn', `${key} document at ${address} -> ${error?.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (error?.message ?? error)}`);
      }
    }
  }

  async function checkStream(items, streamToken) {
    const candidates = [...items]
      .filter((item) => isObject(item) && TYPE_CHECKS.id(item.id))
      .sort((a, b) => Number(b.is_free === true) - Number(a.is_free === true) || Number(b.is_available === true) - Number(a.is_available === true))
      .slice(0, MAX_STREAM_TRIES);
    if (candidates.length === 0) {
      report('fail', 'stream: no channel to ask a stream of');
      return;
    }
    for (const channel of candidates) {
      const stream = await step('warn', 'GET', `/v2/channels/${channel.id}/stream`, { token: streamToken, query: { type: 'hls' } });
      if (!stream) continue;
      const address = isObject(stream.value) ? [stream.value.hls_mbr, stream.value.hls].find((url) => TYPE_CHECKS.url(url)) : undefined;
      if (!address) {
        report('warn', `stream of channel ${channel.id}: no hls or hls_mbr address (keys: ${isObject(stream.value) ? Object.keys(stream.value).slice(0, 10).join(', ') : describeShape(stream.value)})`);
        continue;
      }
      report('ok', `stream: channel ${channel.id} plays from ${new URL(address, origin).origin}`);
      await checkMediaCors(address, stream.cookies);
      return;
    }
    report('fail', `stream: none of ${candidates.length} channels gave a guest a playable address, so no channel plays`);
  }

  /**
   * The media request as the app's browser sends it: with the cookies the stream answer set, which the app's gateway
   * passes on (media cookies binding the address to that browser, as CDN signed cookies do).
   */
  async function checkMediaCors(address, setCookies) {
    const cookie = setCookies.map((value) => value.split(';')[0]).join('; ');
    try {
      const headers = { Origin: appOrigin, ...(cookie ? { Cookie: cookie } : {}) };
      const response = await doFetch(new URL(address, origin), { headers, signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      const allowed = response.headers.get('access-control-allow-origin');
      if (!response.ok) report('warn', `media: the stream address answered ${response.status}`);
      else if (allowed === '*' || allowed === appOrigin) report('ok', `media: CORS allows ${appOrigin} (${allowed})`);
      else report('warn', `media: CORS does not allow ${appOrigin} (Access-Control-Allow-Origin: ${allowed ?? 'none'}): browsers of the app cannot play it`);
    } catch (error) {
      report('warn', `media: the stream address gave no answer (${error?.name === 'TimeoutError' ? `within ${timeoutMs / 1000} s` : (error?.message ?? error)})`);
    }
  }

  async function checkCatalogue(catalogueToken) {
    const pages = await step('fail', 'GET', '/v2/rowsets', { token: catalogueToken });
    if (!pages) return;
    const list = listOf('rowsets', pages.value);
    add(list.findings);
    const rowSlugs = [];
    for (const page of list.items.filter((item) => isObject(item) && TYPE_CHECKS.id(item.id)).slice(0, MAX_PAGES)) {
      if (rowSlugs.length) break;
      const rowset = await step('warn', 'GET', `/v2/rowsets/${encodeURIComponent(page.slug || page.id)}`, { token: catalogueToken });
      if (!rowset) continue;
      const findings = ANSWER_CHECKS.rowsetPage(rowset.value);
      add(findings.map((finding) => ({ ...finding, level: 'warn' })));
      if (findings.length) continue;
      rowSlugs.push(...rowset.value.rows.filter((row) => isObject(row) && (row.slug || row.id)).map((row) => row.slug || row.id));
    }
    if (!rowSlugs.length) {
      report('fail', 'catalogue: no menu page gave a row, so the home page is empty');
      return;
    }
    let contentRef = null;
    for (const slug of rowSlugs.slice(0, MAX_ROWS)) {
      const row = await step('warn', 'GET', `/v2/rows/${encodeURIComponent(slug)}`, { token: catalogueToken, query: { limit: 10 } });
      if (!row) continue;
      const entries = isObject(row.value) ? (Array.isArray(row.value.contents) ? row.value.contents : row.value.channels) : undefined;
      if (!Array.isArray(entries)) {
        report('warn', `row ${slug}: expected an object holding contents[] or channels[], got ${describeShape(row.value)}`);
        continue;
      }
      report('ok', `row ${slug}: ${entries.length} entries`);
      const content = entries.find((entry) => isObject(entry) && CONTENT_TYPES.has(entry.content_type) && (entry.slug || entry.id));
      if (content) {
        contentRef = content.slug || content.id;
        break;
      }
    }
    if (contentRef === null) {
      report('warn', `catalogue: none of the first ${Math.min(rowSlugs.length, MAX_ROWS)} rows holds a title to read`);
      return;
    }
    const content = await step('fail', 'GET', `/v2/contents/${encodeURIComponent(contentRef)}`, { token: catalogueToken });
    if (!content) return;
    if (!isObject(content.value)) report('fail', `content: expected an object, got ${describeShape(content.value)}`);
    else add(ANSWER_CHECKS.content(content.value));
  }
}

/**
 * The command: parses `<origin> [--origin <app origin>] [--timeout <ms>]`, runs the check, prints one line per finding
 * and a verdict. The exit code: 0 the app can work, 1 it could not, 2 a usage error.
 */
export async function runCheckOperator(argv, { fetch: doFetch = globalThis.fetch, write = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const options = { timeoutMs: DEFAULT_TIMEOUT_MS, appOrigin: 'http://localhost:3000' };
  const positional = [];
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--timeout') options.timeoutMs = Number(argv[++index]);
    else if (argv[index] === '--origin') options.appOrigin = argv[++index];
    else positional.push(argv[index]);
  }
  let origin;
  try {
    origin = new URL(positional[0] ?? '').origin;
    if (!/^https?:$/.test(new URL(positional[0]).protocol) || !(options.timeoutMs > 0)) throw new Error('usage');
  } catch {
    write('usage: npm run check-operator -- https://operator.example [--origin https://tv.example] [--timeout 10000]');
    return 2;
  }
  write(`Checking ${origin} as this app would use it (each request at most ${options.timeoutMs / 1000} s; media CORS for ${options.appOrigin})`);
  const counts = { ok: 0, info: 0, warn: 0, fail: 0 };
  const report = (level, text) => {
    counts[level] += 1;
    write(`${level.padEnd(4)}  ${text}`);
  };
  await checkOperator({ origin, appOrigin: options.appOrigin, fetch: doFetch, timeoutMs: options.timeoutMs, report });
  if (counts.fail) {
    write(`Result: the app could not work against ${origin}: ${counts.fail} failure(s), ${counts.warn} warning(s).`);
    return 1;
  }
  write(`Result: the app can work against ${origin} (${counts.warn} warning(s)).`);
  return 0;
}
