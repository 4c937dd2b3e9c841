import type { ErrorData } from 'hls.js';
import { mapHlsError } from './hls-errors';

const hlsError = (fields: Record<string, unknown>): ErrorData =>
  ({ fatal: false, error: new Error('x'), ...fields }) as unknown as ErrorData;

describe('mapHlsError', () => {
  it.each([
    [{ type: 'mediaError', details: 'fragParsingError' }, 'fragment-parse'],
    [{ type: 'mediaError', details: 'bufferStalledError' }, 'stall'],
    [{ type: 'mediaError', details: 'bufferFullError' }, 'buffer-full'],
    [{ type: 'mediaError', details: 'manifestIncompatibleCodecsError' }, 'incompatible-codecs'],
    [{ type: 'mediaError', details: 'bufferIncompatibleCodecsError' }, 'incompatible-codecs'],
    [{ type: 'mediaError', details: 'bufferAddCodecError' }, 'incompatible-codecs'],
    [{ type: 'networkError', details: 'fragLoadError', response: { code: 404, text: '' } }, 'http-404'],
    [{ type: 'networkError', details: 'manifestLoadError', response: { code: 404, text: '' } }, 'http-404'],
    [{ type: 'networkError', details: 'fragLoadError', response: { code: 403, text: '' } }, 'http-403'],
    [{ type: 'networkError', details: 'levelLoadError', response: { code: 403, text: '' } }, 'http-403'],
    [{ type: 'networkError', details: 'fragLoadError', response: { code: 503, text: '' } }, 'network'],
    [{ type: 'networkError', details: 'levelLoadTimeOut' }, 'network'],
    [{ type: 'mediaError', details: 'bufferAppendError' }, 'media'],
    [{ type: 'keySystemError', details: 'keySystemNoKeys' }, 'drm'],
    [{ type: 'otherError', details: 'internalException' }, 'other'],
  ])('maps %j to %s', (fields, kind) => {
    expect(mapHlsError(hlsError(fields)).kind).toBe(kind);
  });

  it('keeps fatality, the detail name and the failing url', () => {
    const mapped = mapHlsError(
      hlsError({
        type: 'networkError',
        details: 'fragLoadError',
        fatal: true,
        frag: { url: 'https://cdn.test/seg1.ts' },
      }),
    );
    expect(mapped).toEqual({ kind: 'network', fatal: true, details: 'fragLoadError', url: 'https://cdn.test/seg1.ts' });
  });
});
