import { shakaDrmConfig } from './shaka-drm';
import { mapShakaError, parseLicenceAnswer } from './shaka-errors';

const CRITICAL = 2;
const RECOVERABLE = 1;

describe('mapShakaError', () => {
  it('maps network, 404, codec, quota and media errors', () => {
    const http = (status: number) => ({
      code: 1001,
      category: 1,
      severity: RECOVERABLE,
      data: ['https://cdn.test/a.m4s', status],
    });
    expect(mapShakaError(http(404))).toEqual({
      kind: 'http-404',
      fatal: false,
      details: 'shaka-1001',
      url: 'https://cdn.test/a.m4s',
    });
    expect(mapShakaError(http(500)).kind).toBe('network');
    expect(mapShakaError({ code: 4032, category: 4, severity: CRITICAL }).kind).toBe('incompatible-codecs');
    expect(mapShakaError({ code: 3017, category: 3, severity: RECOVERABLE }).kind).toBe('buffer-full');
    expect(mapShakaError({ code: 3016, category: 3, severity: CRITICAL })).toMatchObject({
      kind: 'media',
      fatal: true,
    });
    expect(mapShakaError({ code: 4001, category: 4, severity: CRITICAL }).kind).toBe('other');
  });

  it('surfaces DRM errors with their code and message', () => {
    const mapped = mapShakaError({
      code: 6001,
      category: 6,
      severity: CRITICAL,
      message: 'Shaka Error DRM.REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE',
    });
    expect(mapped).toMatchObject({
      kind: 'drm',
      fatal: true,
      code: 6001,
      message: 'Shaka Error DRM.REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE',
    });
    expect(mapShakaError({ code: 6014, category: 6, severity: CRITICAL })).toMatchObject({
      code: 6014,
      message: 'DRM error 6014',
    });
  });

  it('parses the licence server message of code 8002', () => {
    const licenceFailure = (body: string) => ({
      code: 6007,
      category: 6,
      severity: CRITICAL,
      data: [{ code: 1001, category: 1, severity: CRITICAL, data: ['https://drm.test/license', 403, body] }],
    });
    expect(mapShakaError(licenceFailure('{"code":8002,"message":"Subscription expired on 2026-11-01"}'))).toMatchObject(
      {
        kind: 'drm',
        code: 8002,
        message: 'Subscription expired on 2026-11-01',
      },
    );
    expect(
      mapShakaError(
        licenceFailure(
          '{"detail":"No key","error":{"message":"No key for the requested key ids."},"error_code":"not_found"}',
        ),
      ),
    ).toMatchObject({ code: 6007, message: 'No key for the requested key ids.' });
  });

  it('reads licence answers defensively', () => {
    expect(parseLicenceAnswer('{"error_code":"8002","detail":"Device limit"}')).toEqual({
      code: 8002,
      message: 'Device limit',
    });
    expect(parseLicenceAnswer('Forbidden')).toEqual({ message: 'Forbidden' });
    expect(parseLicenceAnswer(null)).toEqual({});
  });
});

describe('shakaDrmConfig', () => {
  it('names each licence server by its key system and adds the FairPlay certificate', () => {
    expect(
      shakaDrmConfig({
        widevine: { licenseUrl: 'https://drm.test/wv' },
        playready: { licenseUrl: 'https://drm.test/pr' },
        fairplay: { licenseUrl: 'https://drm.test/fps', certificateUrl: 'https://drm.test/fps.cer' },
        clearkey: { licenseUrl: 'https://drm.test/ck' },
      }),
    ).toEqual({
      servers: {
        'com.widevine.alpha': 'https://drm.test/wv',
        'com.microsoft.playready': 'https://drm.test/pr',
        'com.apple.fps': 'https://drm.test/fps',
        'org.w3.clearkey': 'https://drm.test/ck',
      },
      advanced: { 'com.apple.fps': { serverCertificateUri: 'https://drm.test/fps.cer' } },
    });
    expect(shakaDrmConfig(undefined)).toEqual({ servers: {}, advanced: {} });
  });
});

describe('mapShakaError and refused addresses', () => {
  const CRITICAL_SEVERITY = 2;
  it('maps a bare 403 on a segment or the licence to http-403, so the source is renewed', () => {
    expect(
      mapShakaError({ code: 1001, category: 1, severity: CRITICAL_SEVERITY, data: ['https://m.test/seg.m4s', 403] })
        .kind,
    ).toBe('http-403');
    const licence = { code: 1001, category: 1, severity: CRITICAL_SEVERITY, data: ['https://m.test/license', 403, ''] };
    expect(mapShakaError({ code: 6007, category: 6, severity: CRITICAL_SEVERITY, data: [licence] }).kind).toBe(
      'http-403',
    );
  });
});
