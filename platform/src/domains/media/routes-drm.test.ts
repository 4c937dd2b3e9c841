import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX } from './clearkey';
import { drmLicenseUrl, drmManifestUrl, streamSigner } from './urls';
import { requestSigned } from './signed-test-path';

const { app, close } = createPlatform({ config: testPlatformConfig(), log: () => {} });
afterAll(close);

const sign = streamSigner(testPlatformConfig(), 'http://platform.test', null, Date.now());
const b64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
const licencePath = new URL(drmLicenseUrl(sign, 600)).pathname;

function requestLicence(body: unknown) {
  return requestSigned(app, licencePath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('ClearKey DRM title', () => {
  it('licence server answers the W3C ClearKey JSON Web Key set for the title key id', async () => {
    const response = await requestLicence({ kids: [b64url(CLEARKEY_KID_HEX)], type: 'temporary' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const licence = await response.json();
    expect(licence.keys).toEqual([{ kty: 'oct', kid: b64url(CLEARKEY_KID_HEX), k: b64url(CLEARKEY_KEY_HEX) }]);
    expect(Buffer.from(licence.keys[0].k, 'base64url')).toHaveLength(16);
  });

  it('accepts padded standard base64 key ids too', async () => {
    const padded = Buffer.from(CLEARKEY_KID_HEX, 'hex').toString('base64');
    expect((await requestLicence({ kids: [padded] })).status).toBe(200);
  });

  it('refuses unknown key ids (404) and malformed requests (400)', async () => {
    expect((await requestLicence({ kids: [b64url('00112233445566778899aabbccddeeff')] })).status).toBe(404);
    expect((await requestLicence({ kids: [] })).status).toBe(400);
    expect((await requestLicence({ type: 'temporary' })).status).toBe(400);
  });

  it('manifest announces CENC with the same key id and a ClearKey PSSH', async () => {
    const response = await requestSigned(app, new URL(drmManifestUrl(sign, 600)).pathname);
    expect(response.headers.get('content-type')).toBe('application/dash+xml');
    const mpd = await response.text();
    const uuid = CLEARKEY_KID_HEX.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    expect(mpd).toContain(`cenc:default_KID="${uuid}"`);
    const pssh = Buffer.from(mpd.match(/<cenc:pssh>([^<]+)<\/cenc:pssh>/)![1], 'base64');
    expect(pssh.toString('latin1', 4, 8)).toBe('pssh');
    expect(pssh.subarray(12, 28).toString('hex')).toBe('1077efecc0b24d02ace33c1e52e2fb4b');
    expect(pssh.subarray(32, 48).toString('hex')).toBe(CLEARKEY_KID_HEX);
  });

  it('media is really encrypted: init segments carry tenc with the key id, fragments carry senc', async () => {
    const mpd = await (await requestSigned(app, '/media/drm/clearkey/manifest.mpd')).text();
    const init = mpd.match(/initialization="([^"]+)"/)![1].replace('$RepresentationID$', '0');
    const media = mpd
      .match(/media="([^"]+)"/)![1]
      .replace('$RepresentationID$', '0')
      .replace('$Number%03d$', '001');
    const initBytes = Buffer.from(await (await requestSigned(app, `/media/drm/clearkey/${init}`)).arrayBuffer());
    const tenc = initBytes.indexOf('tenc');
    expect(tenc).toBeGreaterThan(0);
    expect(initBytes.subarray(tenc + 12, tenc + 28).toString('hex')).toBe(CLEARKEY_KID_HEX);
    expect(initBytes.includes('encv')).toBe(true);
    const fragment = await requestSigned(app, `/media/drm/clearkey/${media}`);
    expect(fragment.headers.get('content-type')).toBe('video/iso.segment');
    expect(Buffer.from(await fragment.arrayBuffer()).includes('senc')).toBe(true);
  });
});
