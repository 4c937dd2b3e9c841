import { isSafeAppPath, pushBodyText, pushConfirm, pushConfirmLabel, pushDestinationPath } from './push-destination';

describe('pushDestinationPath', () => {
  it.each([
    [{ type: 'content', id: 42, slug: 'the-film' }, '/contents/the-film'],
    [{ type: 'content', id: 42 }, '/contents/42'],
    [{ type: 'channel', id: 7, slug: 'first' }, '/channels/first'],
    [{ type: 'promo_key', code: 'SPRING', id: 3 }, '/promo?code=SPRING'],
    [{ type: 'promo_key', id: 3 }, '/promo?code=3'],
    [{ type: 'promo_key', code: 'A&B' }, '/promo?code=A%26B'],
    [{ type: 'setting' }, '/lk'],
    [{ type: 'settings' }, '/lk'],
    [{ type: 'row', slug: 'new' }, '/row/new'],
    [{ type: 'rowset', id: 5 }, '/rowset/5'],
    [{ type: 'packet', id: 2 }, '/packets/2'],
    [{ type: 'packets' }, '/packets'],
  ])('maps %o to %s', (destination, path) => {
    expect(pushDestinationPath(destination)).toBe(path);
  });

  it('has no path for unknown types or missing ids', () => {
    expect(pushDestinationPath({ type: 'open_url', src: 'https://evil.example' })).toBeNull();
    expect(pushDestinationPath({ type: 'content' })).toBeNull();
    expect(pushDestinationPath({ type: 'promo_key' })).toBeNull();
    expect(pushDestinationPath(null)).toBeNull();
  });

  it('encodes slugs so they cannot leave their segment', () => {
    expect(pushDestinationPath({ type: 'row', slug: '../../evil' })).toBe('/row/..%2F..%2Fevil');
  });
});

describe('isSafeAppPath', () => {
  it('accepts the app routes and home', () => {
    expect(isSafeAppPath('/')).toBe(true);
    expect(isSafeAppPath('/contents/42?library_id=1')).toBe(true);
    expect(isSafeAppPath('/lk')).toBe(true);
    expect(isSafeAppPath('/promo?code=X')).toBe(true);
  });

  it('refuses other origins and unknown routes', () => {
    expect(isSafeAppPath('https://evil.example/lk')).toBe(false);
    expect(isSafeAppPath('//evil.example/lk')).toBe(false);
    expect(isSafeAppPath('/\\evil.example')).toBe(false);
    expect(isSafeAppPath('/lk\n')).toBe(false);
    expect(isSafeAppPath('javascript:alert(1)')).toBe(false);
    expect(isSafeAppPath('/api/v2/users/self')).toBe(false);
    expect(isSafeAppPath('')).toBe(false);
    expect(isSafeAppPath(null)).toBe(false);
  });
});

describe('pushConfirm', () => {
  const destination = { type: 'content', slug: 'film' };

  it('navigates for logged-in users and guests', () => {
    expect(pushConfirm(destination, { loggedIn: true, guest: false })).toEqual({
      kind: 'navigate',
      path: '/contents/film',
    });
    expect(pushConfirm(destination, { loggedIn: false, guest: true })).toEqual({
      kind: 'navigate',
      path: '/contents/film',
    });
  });

  it('remembers the target and opens auth otherwise', () => {
    expect(pushConfirm(destination, { loggedIn: false, guest: false })).toEqual({
      kind: 'auth',
      rememberedPath: '/contents/film',
    });
  });

  it('does nothing without a destination', () => {
    expect(pushConfirm({ type: 'unknown' }, { loggedIn: true, guest: false })).toEqual({ kind: 'none' });
  });
});

describe('pushBodyText', () => {
  it('doubles line breaks', () => {
    expect(pushBodyText('a\nb\r\nc')).toBe('a\n\nb\n\nc');
  });
});

describe('pushConfirmLabel', () => {
  it('uses the action text, else the watch key', () => {
    expect(pushConfirmLabel('Open offer')).toEqual({ text: 'Open offer' });
    expect(pushConfirmLabel('  ')).toEqual({ key: 'watch' });
    expect(pushConfirmLabel(null)).toEqual({ key: 'watch' });
  });
});
