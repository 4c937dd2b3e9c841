import { toTokenGrant } from '../auth';
import { toCategory, toChannel, toChannelStream, toScheduleItem } from '../channels-reshape';
import { createApiClient } from '../client';
import { toDevice } from '../devices';
import { ApiError, describeApiError } from '../errors';
import { getMessages } from '../messages';
import { toUser } from '../users';
import type { RawChannel, RawChannelCategory, RawChannelStream, RawScheduleItem } from '../raw/channels';
import type { RawDevice, RawUser } from '../raw/identity';
import { createGuestSession } from '../../session/guest';
import { forwardToPlatform } from '../../session/gateway';
import { captureDriftWarnings, checkedFixture } from '@/tests/support/drift-warnings';
import { checkAnswer } from './answer-check';
import { OPERATOR_FIXTURES, type OperatorFixture } from './operator-fixtures';

/**
 * The contract: answers shaped as the real operator sends them (./operator-fixtures.ts, each naming its evidence row)
 * go through the boundary check, every reshape, the gateway and the session start-up without a crash, keeping what is
 * usable and dropping what is broken.
 */
const warnings = captureDriftWarnings();
const checked = checkedFixture;

/** A fake operator answering each fixture at its path, bare, with its status. */
function operatorFetch(fixtures: OperatorFixture[], calls: string[] = []) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    const fixture = fixtures.find((each) => each.method === method && each.path === url.pathname);
    if (!fixture) return Response.json({ status_code: 404, error_code: 'not_found', error: { message: 'Not found.' } }, { status: 404 });
    return fixture.body === null
      ? new Response(null, { status: fixture.status })
      : Response.json(fixture.body, { status: fixture.status });
  }) as typeof fetch;
}

describe('operator contract: reshapes', () => {
  it(OPERATOR_FIXTURES.channelList.evidence, () => {
    const channels = checked<RawChannel[]>(OPERATOR_FIXTURES.channelList).map(toChannel);
    expect(channels.map((channel) => [channel.id, channel.name, channel.cover.src, channel.isHd, channel.isFree])).toEqual([
      [101, 'First', 'https://img.example/101.png', true, true],
      [102, 'Second', 'https://img.example/102.png', false, false],
    ]);
    // The entry without a name is dropped and logged once, naming the path and the field.
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(String(warnings().mock.calls[0][0])).toMatch(/GET \/v2\/channels\/channel_list .*\[\]\.name/);
  });

  it('logs a drift once per path and field, not once per request', () => {
    checked(OPERATOR_FIXTURES.channelList);
    checked(OPERATOR_FIXTURES.channelList);
    expect(warnings()).toHaveBeenCalledTimes(1);
  });

  it(OPERATOR_FIXTURES.categories.evidence, () => {
    const categories = checked<RawChannelCategory[]>(OPERATOR_FIXTURES.categories).map(toCategory);
    expect(categories.map((category) => [category.id, category.name, category.channelIds])).toEqual([
      [2, 'All channels', [101, 102]],
      [5, 'Sports', [102]],
    ]);
  });

  it(OPERATOR_FIXTURES.schedule.evidence, () => {
    const items = checked<RawScheduleItem[]>(OPERATOR_FIXTURES.schedule).map(toScheduleItem);
    expect(items.map((item) => [item.id, item.startSec, item.durationSec, item.formattedTime, item.imageSrc, item.program.title])).toEqual([
      [9001, 1_796_600_000, 3600, '20:00', 'https://img.example/p.jpg', 'News'],
      [9002, Date.UTC(2026, 11, 6, 21) / 1000, 1800, '21:00', null, 'Film'],
    ]);
    expect(items[0].episode).toMatchObject({ season: 1, series: 2, title: 'Pilot' });
  });

  it(OPERATOR_FIXTURES.stream.evidence, () => {
    const stream = toChannelStream(checked<RawChannelStream>(OPERATOR_FIXTURES.stream));
    expect([stream.hls, stream.hlsMbr, stream.streamInfo.isLive]).toEqual(['https://cdn.example/101/index.m3u8', 'https://cdn.example/101/mbr.m3u8', true]);
  });

  it('a stream with no address at all is the translated unreachable error, not a player given nothing', () => {
    const error = (() => {
      try {
        return checkAnswer('GET', '/v2/channels/101/stream', { stream_info: 'x' });
      } catch (caught) {
        return caught;
      }
    })();
    expect((error as ApiError).code).toBe('platform_unreachable');
  });

  it(OPERATOR_FIXTURES.deviceList.evidence, () => {
    const devices = checked<RawDevice[]>(OPERATOR_FIXTURES.deviceList).map(toDevice);
    expect(devices.map((device) => [device.id, device.vendor, device.loginAt])).toEqual([
      ['6f1c2a9e-0b7d-4e8a-9c31-2d5e7f8a9b10', 'Chrome', '2026-12-06T11:00:00Z'],
    ]);
  });

  it.each([OPERATOR_FIXTURES.loginGrant, OPERATOR_FIXTURES.deviceGrant])('$evidence', (fixture) => {
    const grant = toTokenGrant(checked(fixture));
    expect(grant.accessToken).toHaveLength(40);
    expect(grant.expiresAtMs).toBeGreaterThan(Date.UTC(2026, 0, 1));
  });

  it(OPERATOR_FIXTURES.currentUser.evidence, () => {
    const user = toUser(checked<RawUser>(OPERATOR_FIXTURES.currentUser));
    expect(user).toMatchObject({ id: 77, isGuest: true, profile: null, provider: { id: 3, name: 'Operator', otpLength: 0, currency: null } });
  });

  it(OPERATOR_FIXTURES.messages.evidence, async () => {
    const api = createApiClient({ baseUrl: 'http://operator.test', fetch: operatorFetch([OPERATOR_FIXTURES.messages]), checkAnswer });
    const page = await getMessages(api);
    expect(page.items).toEqual([{ id: 1, title: 'Hello', text: 'Welcome', createdAt: '2026-12-06T10:00:00Z', removed: false, isRead: false }]);
    expect(page.hasMore).toBe(false);
  });

  it.each([OPERATOR_FIXTURES.streamError, OPERATOR_FIXTURES.validationError])('$evidence', async (fixture) => {
    const api = createApiClient({ baseUrl: 'http://operator.test', fetch: operatorFetch([fixture]) });
    const call = fixture.method === 'GET' ? api.get(fixture.path, { cacheMs: 0 }) : api.post(fixture.path, {});
    const error = (await call.catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(fixture.status);
    expect(describeApiError(error, 'Error')).toMatch(/Channel is not available|Unable to log in/);
  });

  it('a list where an object was expected is refused with the translated error', () => {
    expect(() => checkAnswer('POST', '/v2/auth/device', [OPERATOR_FIXTURES.deviceGrant.body])).toThrow(ApiError);
  });
});

describe('operator contract: the gateway', () => {
  const forward = (fixture: OperatorFixture, cookie = '') =>
    forwardToPlatform(
      new Request(`http://app.test/api${fixture.path}`, {
        method: fixture.method,
        headers: { 'content-type': 'application/json', cookie },
        ...(fixture.method === 'GET' || fixture.method === 'DELETE' ? {} : { body: '{}' }),
      }),
      fixture.path.replace(/^\/v2\//, '').split('/'),
      { platformUrl: 'http://operator.test', fetch: operatorFetch([fixture]), checkAnswer, now: () => Date.UTC(2026, 11, 6) },
    );

  it.each([OPERATOR_FIXTURES.loginGrant, OPERATOR_FIXTURES.deviceGrant])('$evidence: the token becomes the cookie, never the body', async (fixture) => {
    const response = await forward(fixture);
    const body = await response.json();
    expect(body.access_token).toBeUndefined();
    expect(response.headers.getSetCookie().find((value) => value.startsWith('tv_token='))).toContain((fixture.body as { access_token: string }).access_token);
  });

  it('a list where the grant belongs: the translated error, one log line naming the path, the cookies untouched', async () => {
    const response = await forward({ ...OPERATOR_FIXTURES.deviceGrant, body: [OPERATOR_FIXTURES.deviceGrant.body] }, 'tv_token=old');
    expect(response.status).toBe(502);
    expect((await response.json()).error_code).toBe('platform_unreachable');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(warnings().mock.calls.map((args) => String(args[0])).filter((line) => line.includes('/v2/auth/'))).toHaveLength(1);
  });

  it(OPERATOR_FIXTURES.deviceDeleted.evidence, async () => {
    const response = await forward(OPERATOR_FIXTURES.deviceDeleted, 'tv_token=t');
    expect(response.status).toBe(204);
  });

  it(`${OPERATOR_FIXTURES.channelList.evidence}: the browser gets the usable channels only`, async () => {
    const response = await forward(OPERATOR_FIXTURES.channelList);
    expect((await response.json()).map((channel: { id: number }) => channel.id)).toEqual([101, 102]);
  });
});

describe('operator contract: the session start-up', () => {
  it('creates a guest session against the operator: users 200, login, a uuid device, its grant', async () => {
    const calls: string[] = [];
    const fixtures: OperatorFixture[] = [
      { evidence: 'S3, S2 (H): A. "POST /v2/users" response row: bare BaseUser, 200', method: 'POST', path: '/v2/users', status: 200, body: { id: 77, username: 'guest', is_guest: true } },
      OPERATOR_FIXTURES.loginGrant,
      OPERATOR_FIXTURES.registeredDevice,
      OPERATOR_FIXTURES.deviceGrant,
    ];
    const fetchImpl = operatorFetch(fixtures, calls);
    const anonymous = createApiClient({ baseUrl: 'http://operator.test', fetch: fetchImpl, checkAnswer });
    const grant = await createGuestSession(
      anonymous,
      (login) => createApiClient({ baseUrl: 'http://operator.test', fetch: fetchImpl, accessToken: login.accessToken, checkAnswer }),
      { serial: 's', device_type: 'pc', application_type: 'web', vendor: 'v', model: 'm', os_name: 'linux' },
    );
    expect(calls).toEqual(['POST /v2/users', 'POST /v2/auth/login', 'POST /v2/users/self/devices', 'POST /v2/auth/device']);
    expect(grant.deviceId).toBe('6f1c2a9e-0b7d-4e8a-9c31-2d5e7f8a9b10');
    expect(grant.expiresAtMs).toBe(1_796_612_400_000);
  });
});
