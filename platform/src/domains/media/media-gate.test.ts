import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { MEDIA_COOKIE, mediaBindingCookie } from './media-binding';
import { mediaToken } from './media-signing';
import { signedPath } from './signed-test-path';

const NOW_MS = Date.parse('2026-11-21T12:00:00Z');
const NOW_S = NOW_MS / 1000;
const SECRET = testPlatformConfig().mediaSecret;

/** The `Cookie` header of the browser the platform handed device `device`'s addresses to, at `nowMs`. */
function browserOf(device: string, nowMs = NOW_MS): Record<string, string> {
  return { cookie: mediaBindingCookie(testPlatformConfig(), device, nowMs).split(';')[0] };
}

function platformAt(nowMs: number) {
  return createPlatform({
    config: testPlatformConfig({ mediaUrlLifetimeSeconds: 15 }),
    log: () => {},
    now: () => nowMs,
  });
}

describe('signed media addresses', () => {
  const { app, close } = platformAt(NOW_MS);
  afterAll(close);
  const live = (path: string) => signedPath(path, 2, '7', NOW_S + 15);
  const device7 = { headers: browserOf('7') };

  it('serves a live playlist and its segments, which inherit the token through relative addresses', async () => {
    const masterPath = live('/media/live/5/master.m3u8');
    const master = await app.request(masterPath, device7);
    expect(master.status).toBe(200);
    const variant = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'))!;
    const variantUrl = new URL(variant, `http://platform.test${masterPath}`);
    const media = await (await app.request(variantUrl.pathname, device7)).text();
    const segment = media.split('\n').find((line) => line.endsWith('.ts'))!;
    const segmentResponse = await app.request(new URL(segment, variantUrl).pathname, device7);
    expect(segmentResponse.status).toBe(200);
    expect(segmentResponse.headers.get('content-type')).toBe('video/mp2t');
  });

  it.each([
    ['no token', '/media/live/5/master.m3u8'],
    ['no token on a segment', '/media/live/5/240p/seg_000.ts'],
    ['no token on a title', '/media/vod/feature/master.m3u8'],
    ['no token on the licence', '/media/drm/clearkey/license'],
    [
      'an altered signature',
      live('/media/live/5/master.m3u8').replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]{42})\//, '.$2$1/'),
    ],
    ['an altered expiry', live('/media/live/5/master.m3u8').replace(`tk.${NOW_S + 15}.`, `tk.${NOW_S + 9999}.`)],
    ['another device', live('/media/live/5/master.m3u8').replace('.7.', '.8.')],
    ['another channel', live('/media/live/5/master.m3u8').replace('/live/5/', '/live/4/')],
    ['a path outside the prefix', live('/media/live/5/master.m3u8').replace('/live/5/', '/vod/feature/')],
    ['an expired token', signedPath('/media/live/5/master.m3u8', 2, '7', NOW_S)],
    ['a malformed token', '/media/live/5/tk.1.2.3/master.m3u8'],
    ['a token as the last segment', `/media/live/5/${mediaToken(SECRET, '/media/live/5/', NOW_S + 15, '7')}`],
  ])("refuses %s with a bare 403, even from the browser of the token's device", async (_, path) => {
    const response = await app.request(path, device7);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('');
  });

  const master = live('/media/live/5/master.m3u8');
  const segment = live('/media/live/5/240p/seg_000.ts');
  const forged = browserOf('7').cookie.replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]{42})$/, '.$2$1');
  it.each([
    ['no cookie (another browser, a plain request)', master, {}],
    ['no cookie on a segment', segment, {}],
    ['the cookie of another device', master, browserOf('8')],
    ['the cookie of another device on a segment', segment, browserOf('8')],
    ['a forged cookie', master, { cookie: forged }],
    ['a cookie whose device was changed', master, { cookie: browserOf('8').cookie.replace(/=8\./, '=7.') }],
    ['an expired cookie', master, browserOf('7', NOW_MS - testPlatformConfig().tokenLifetimeSeconds * 1000)],
    ['a malformed cookie', master, { cookie: `${MEDIA_COOKIE}=7.%zz.x` }],
  ])('refuses a valid address with %s, bare 403', async (_, path, headers) => {
    const response = await app.request(path, { headers });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('');
  });

  const token = live('/media/live/5/master.m3u8').split('/')[4];
  it.each([
    ['dot segments climbing out of the prefix', `/media/live/5/${token}/../../4/master.m3u8`],
    ['encoded dot segments', `/media/live/5/${token}/%2e%2e/%2e%2e/4/master.m3u8`],
    ['encoded slashes', `/media/live/5/${token}/..%2F..%2F4%2Fmaster.m3u8`],
    ['the token below another prefix', `/media/live/4/${token}/master.m3u8`],
    ['the token on a shorter prefix', `/media/live/${token}/5/master.m3u8`],
    ['an expiry too long for any clock', live('/media/live/5/master.m3u8').replace(/tk\.\d+\./, 'tk.9999999999999.')],
    ['a device name too long', live('/media/live/5/master.m3u8').replace('.7.', `.${'7'.repeat(65)}.`)],
    ['a signature cut short', live('/media/live/5/master.m3u8').replace(/[A-Za-z0-9_-]\/master/, '/master')],
    ['an undecodable file name', `/media/live/5/${token}/%E0%A4%A.m3u8`],
    ['two tokens', `/media/live/5/${token}/${token}/master.m3u8`],
  ])('refuses %s with a bare 403, never a 500', async (_, path) => {
    const response = await app.request(path, device7);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('');
  });

  it('serves an address for anyone (device 0) without a cookie', async () => {
    expect((await app.request(signedPath('/media/live/5/master.m3u8', 2, '0', NOW_S + 15))).status).toBe(200);
  });

  it('keeps catalogue thumbnails, ads and the vitrina feed open; the vitrina playlist signs its segments', async () => {
    expect((await app.request('/media/vod/feature/seek-points.json')).status).toBe(200);
    expect((await app.request('/media/ads/preroll.mp4', { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    const vitrina = await (await app.request('/media/live/58/240p.m3u8?vitrina=1')).text();
    const segment = vitrina.split('\n').find((line) => line.endsWith('.ts'))!;
    expect(segment).toMatch(/^tk\./);
    expect((await app.request(new URL(segment, 'http://platform.test/media/live/58/240p.m3u8').pathname)).status).toBe(
      200,
    );
    expect((await app.request('/media/live/58/240p.m3u8?vitrina=1&ts=1')).status).toBe(403);
  });

  it('refuses the same address once its lifetime has passed', async () => {
    const path = live('/media/live/5/master.m3u8');
    const later = platformAt(NOW_MS + 15_000);
    expect((await later.app.request(path, { headers: browserOf('7', NOW_MS + 15_000) })).status).toBe(403);
    later.close();
  });
});
