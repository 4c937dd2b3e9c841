import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { requestSigned } from './signed-test-path';

const SEGMENT = '/media/vod/feature/video/240p/seg_000.ts';

function postFaults(app: ReturnType<typeof createPlatform>['app'], body: unknown) {
  return requestSigned(app, '/dev/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('fault injection', () => {
  const platform = createPlatform({ config: testPlatformConfig(), log: () => {} });
  const { app } = platform;
  afterAll(platform.close);
  afterEach(() => requestSigned(app, '/dev/faults', { method: 'DELETE' }));

  it('fails the next N matching segment requests with 404, then serves them again', async () => {
    const created = await postFaults(app, { path_prefix: '/media/vod/', status: 404, times: 2 });
    expect(created.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await requestSigned(app, SEGMENT)).status);
    expect(statuses).toEqual([404, 404, 200]);
    expect((await (await requestSigned(app, '/dev/faults')).json()).data).toEqual([]);
  });

  it('answers 403 with the given message and permission_denied, readable cross-origin', async () => {
    await postFaults(app, {
      path_prefix: '/v2/channels/5/stream',
      status: 403,
      message: 'Streaming is not available in your region.',
      error_code: 'permission_denied',
    });
    const response = await requestSigned(app, '/v2/channels/5/stream', { headers: { origin: 'http://web.test' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    const body = await response.json();
    expect(body.error_code).toBe('permission_denied');
    expect(body.error.message).toBe('Streaming is not available in your region.');
    // Other paths are untouched.
    expect((await requestSigned(app, SEGMENT)).status).toBe(200);
  });

  it('sends a custom body and only for the chosen method', async () => {
    await postFaults(app, { path_prefix: '/v2/metrics/events', method: 'post', status: 503, body: 'upstream down' });
    expect((await requestSigned(app, '/v2/metrics/events', { method: 'GET' })).status).toBe(404);
    const response = await requestSigned(app, '/v2/metrics/events', { method: 'POST', body: '[]' });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('upstream down');
  });

  it('delays responses by delay_ms and x-fault-delay', async () => {
    await postFaults(app, { path_prefix: '/media/vod/feature/master', delay_ms: 120, times: 1 });
    let started = Date.now();
    expect((await requestSigned(app, '/media/vod/feature/master.m3u8')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    started = Date.now();
    await requestSigned(app, '/media/vod/feature/master.m3u8', { headers: { 'x-fault-delay': '80' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
  });

  it('stalls the body half-way for stall_ms, then completes it intact', async () => {
    const whole = Buffer.from(await (await requestSigned(app, SEGMENT)).arrayBuffer());
    await postFaults(app, { path_prefix: SEGMENT, stall_ms: 150, times: 1 });
    const response = await requestSigned(app, SEGMENT);
    expect(response.status).toBe(200);
    const started = Date.now();
    const stalled = Buffer.from(await response.arrayBuffer());
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(stalled.equals(whole)).toBe(true);
  });

  it('x-fault-status fails a single request without any rule', async () => {
    const response = await requestSigned(app, SEGMENT, { headers: { 'x-fault-status': '502' } });
    expect(response.status).toBe(502);
    expect((await response.json()).status_code).toBe(502);
    expect((await requestSigned(app, SEGMENT)).status).toBe(200);
    expect((await requestSigned(app, SEGMENT, { headers: { 'x-fault-status': 'boom' } })).status).toBe(400);
  });

  it('DELETE /dev/faults removes unlimited rules', async () => {
    await postFaults(app, { rules: [{ path_prefix: '/media/', status: 500 }] });
    expect((await requestSigned(app, SEGMENT)).status).toBe(500);
    expect((await requestSigned(app, SEGMENT)).status).toBe(500);
    const cleared = await (await requestSigned(app, '/dev/faults', { method: 'DELETE' })).json();
    expect(cleared.data.removed).toBe(1);
    expect((await requestSigned(app, SEGMENT)).status).toBe(200);
  });

  it('rejects invalid rules and keeps none of a batch with one bad rule', async () => {
    const bad = [
      { status: 404 },
      { path_prefix: 'media', status: 404 },
      { path_prefix: '/dev/faults', status: 500 },
      { path_prefix: '/media/', status: 42 },
      { path_prefix: '/media/' },
      { path_prefix: '/media/', status: 404, times: 0 },
    ];
    for (const rule of bad) expect((await postFaults(app, rule)).status).toBe(400);
    expect((await postFaults(app, [{ path_prefix: '/media/', status: 404 }, { path_prefix: '/x' }])).status).toBe(400);
    expect((await (await requestSigned(app, '/dev/faults')).json()).data).toEqual([]);
  });
});

describe('fault injection without dev endpoints', () => {
  it('has no /dev/faults and ignores fault headers', async () => {
    const { app, close } = createPlatform({ config: testPlatformConfig({ devEndpoints: false }), log: () => {} });
    expect((await postFaults(app, { path_prefix: '/media/', status: 500 })).status).toBe(404);
    expect((await requestSigned(app, SEGMENT, { headers: { 'x-fault-status': '500' } })).status).toBe(200);
    close();
  });
});
