import { browserName, castAvailabilityError, stateFromReceiver, validateJoinPolicy } from './cast-rules';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('cast rules', () => {
  it('defaults the join policy and refuses unknown ones', () => {
    expect(validateJoinPolicy(undefined)).toBe('tab_and_origin_scoped');
    expect(validateJoinPolicy('page_scoped')).toBe('page_scoped');
    expect(() => validateJoinPolicy('everywhere')).toThrow(/tab_and_origin_scoped, origin_scoped, page_scoped/);
  });

  it('names the reason casting cannot start', () => {
    const env = { userAgent: CHROME, secureContext: true, hasCastFramework: false, hasRemotePlayback: false };
    expect(castAvailabilityError({ ...env, userAgent: FIREFOX, hasRemotePlayback: true })).toEqual({
      key: 'castFirefox',
    });
    expect(castAvailabilityError({ ...env, secureContext: false, hasCastFramework: true })).toEqual({
      key: 'castSecurity',
    });
    expect(castAvailabilityError(env)).toEqual({ key: 'castUnsupported', browser: 'Chrome' });
    expect(castAvailabilityError({ ...env, hasRemotePlayback: true })).toBeNull();
    expect(browserName(SAFARI)).toBe('Safari');
  });

  it('maps receiver states onto idle, connected, playing, buffering and ended', () => {
    expect(stateFromReceiver('PLAYING', null)).toBe('playing');
    expect(stateFromReceiver('BUFFERING', null)).toBe('buffering');
    expect(stateFromReceiver('PAUSED', null)).toBe('connected');
    expect(stateFromReceiver('IDLE', 'FINISHED')).toBe('ended');
    expect(stateFromReceiver('IDLE', 'CANCELLED')).toBe('idle');
  });
});
