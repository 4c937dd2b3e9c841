import { createPlatform } from '@/platform/src/app';
import { testPlatformConfig } from '@/platform/src/core/config';
import { isEnvelope } from '../client';
import { captureDriftWarnings } from '@/tests/support/drift-warnings';
import { ANSWER_ROUTES, answerRouteOf, checkAnswer } from './answer-check';

/**
 * The same schemas the operator's answers meet, run against the embedded platform's answers: the platform and the real
 * wire format cannot drift apart without this failing. Either the enveloped or the bare platform passes (the
 * platform's conversion to the operator's format lands separately); nothing of its answers may be dropped or refused.
 */
const platform = createPlatform({ config: testPlatformConfig(), log: () => {} });

async function call(method: string, path: string, token?: string, body?: unknown) {
  const url = new URL(`http://platform.test${path}`);
  if (token) url.searchParams.set('access_token', token);
  const response = await platform.app.fetch(
    new Request(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  return { status: response.status, answer: isEnvelope(parsed) ? parsed.data : parsed };
}

const warnings = captureDriftWarnings();

/** Checked whole: a list keeps every entry, an object passes, and not one drift is logged. */
function expectAccepted(method: string, path: string, answer: unknown) {
  expect(answerRouteOf(method, path)).not.toBeNull();
  const kept = checkAnswer(method, path, answer);
  if (Array.isArray(answer)) expect((kept as unknown[]).length).toBe(answer.length);
  expect(warnings().mock.calls.map((args) => String(args[0]))).toEqual([]);
}

describe('the embedded platform answers what the operator schemas accept', () => {
  let token = '';
  let deviceId = '';

  it('grants, devices and the session start-up', async () => {
    const user = await call('POST', '/v2/auth/login', undefined, { login: 'demo', password: 'demo123' });
    expectAccepted('POST', '/v2/auth/login', user.answer);
    const userToken = (user.answer as { access_token: string }).access_token;
    const device = await call('POST', '/v2/users/self/devices', userToken, { serial: 'contract', device_type: 'pc', application_type: 'web', vendor: 'jest', model: 'node', os_name: 'linux' });
    expect([200, 201]).toContain(device.status);
    expectAccepted('POST', '/v2/users/self/devices', device.answer);
    deviceId = String((device.answer as { id: string | number }).id);
    const bound = await call('POST', '/v2/auth/device', userToken, { device_id: deviceId });
    expectAccepted('POST', '/v2/auth/device', bound.answer);
    token = (bound.answer as { access_token: string }).access_token;
    const devices = await call('GET', '/v2/users/self/devices', token);
    expectAccepted('GET', '/v2/users/self/devices', devices.answer);
    expectAccepted('GET', '/v2/users/self', (await call('GET', '/v2/users/self', token)).answer);
    const one = await call('GET', `/v2/users/self/devices/${deviceId}`, token);
    expectAccepted('GET', `/v2/users/self/devices/${deviceId}`, one.answer);
  });

  it('channels, categories, a schedule and a stream', async () => {
    const channels = await call('GET', '/v2/channels/channel_list', token);
    expectAccepted('GET', '/v2/channels/channel_list', channels.answer);
    const first = (channels.answer as { id: number }[])[0];
    expectAccepted('GET', `/v2/channels/${first.id}`, (await call('GET', `/v2/channels/${first.id}`, token)).answer);
    expectAccepted('GET', '/v2/channels/category_list', (await call('GET', '/v2/channels/category_list', token)).answer);
    const schedule = await call('GET', `/v2/channels/${first.id}/content_schedule`, token);
    expect((schedule.answer as unknown[]).length).toBeGreaterThan(0);
    expectAccepted('GET', `/v2/channels/${first.id}/content_schedule`, schedule.answer);
    const stream = await call('GET', `/v2/channels/${first.id}/stream`, token);
    if (stream.status === 200) expectAccepted('GET', `/v2/channels/${first.id}/stream`, stream.answer);
  });

  it('news and messages', async () => {
    expectAccepted('GET', '/v2/news', (await call('GET', '/v2/news', token)).answer);
    expectAccepted('GET', '/v2/users/self/messages', (await call('GET', '/v2/users/self/messages', token)).answer);
  });

  it('the network data, the viewer channel list, the EPG and favorites', async () => {
    expectAccepted('GET', '/v2/users/self/network', (await call('GET', '/v2/users/self/network')).answer);
    const mine = await call('GET', '/v2/users/self/channel_list', token);
    expect((mine.answer as unknown[]).length).toBeGreaterThan(0);
    expectAccepted('GET', '/v2/users/self/channel_list', mine.answer);
    const [first, second] = mine.answer as { id: number }[];
    const now = Math.floor(Date.now() / 1000);
    const epg = await call('GET', `/v2/channels/epg?channel_ids=${first.id},${second.id}&start=${now - 3600}&end=${now + 3600}`, token);
    expect((epg.answer as unknown[]).length).toBeGreaterThan(0);
    expectAccepted('GET', '/v2/channels/epg', epg.answer);
    const added = await call('POST', '/v2/users/self/favorites', token, { channel_id: first.id });
    expectAccepted('POST', '/v2/users/self/favorites', added.answer);
    const favorites = await call('GET', '/v2/users/self/favorites', token);
    expect((favorites.answer as unknown[]).length).toBeGreaterThan(0);
    expectAccepted('GET', '/v2/users/self/favorites', favorites.answer);
  });

  it('rows, a content and its similar titles', async () => {
    const pages = (await call('GET', '/v2/rowsets', token)).answer as { slug: string }[];
    const page = (await call('GET', `/v2/rowsets/${pages[0].slug}`, token)).answer as { rows?: { slug: string; content_type: string }[] };
    const rows = page.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    let slug = '';
    for (const row of rows) {
      const answer = (await call('GET', `/v2/rows/${row.slug}`, token)).answer as { contents?: { slug: string }[] };
      expectAccepted('GET', `/v2/rows/${row.slug}`, answer);
      if (row.content_type === 'content' && !slug) slug = answer.contents?.[0]?.slug ?? '';
    }
    expect(slug).not.toBe('');
    expectAccepted('GET', `/v2/contents/${slug}`, (await call('GET', `/v2/contents/${slug}`, token)).answer);
    expectAccepted('GET', `/v2/contents/${slug}/similar`, (await call('GET', `/v2/contents/${slug}/similar`, token)).answer);
  });

  it("a series' episodes", async () => {
    const episodes = await call('GET', '/v2/contents/81/episodes', token);
    expect((episodes.answer as unknown[]).length).toBeGreaterThan(0);
    expectAccepted('GET', '/v2/contents/81/episodes', episodes.answer);
  });

  it('packets, subscriptions, accounts and the balance', async () => {
    const packets = await call('GET', '/v2/packets', token);
    expect((packets.answer as unknown[]).length).toBeGreaterThan(0);
    expectAccepted('GET', '/v2/packets', packets.answer);
    const [packet] = packets.answer as { id: number }[];
    expectAccepted('GET', `/v2/packets/${packet.id}`, (await call('GET', `/v2/packets/${packet.id}`, token)).answer);
    expectAccepted('GET', '/v2/purchasepackets', (await call('GET', '/v2/purchasepackets', token)).answer);
    expectAccepted('GET', '/v2/users/self/subscriptions/current', (await call('GET', '/v2/users/self/subscriptions/current', token)).answer);
    expectAccepted('GET', '/v2/users/self/subscriptions/futures', (await call('GET', '/v2/users/self/subscriptions/futures', token)).answer);
    const accounts = await call('GET', '/v2/users/self/accounts', token);
    expect((accounts.answer as unknown[]).length).toBeGreaterThan(0);
    expectAccepted('GET', '/v2/users/self/accounts', accounts.answer);
    expectAccepted('GET', '/v2/users/self/balance', (await call('GET', '/v2/users/self/balance', token)).answer);
  });

  it('names every route the check knows in this test', () => {
    expect(ANSWER_ROUTES.length).toBe(26);
  });
});
