import { savedUserLocale, syncUserLocale } from './user-locale';

describe('user locale (USER_LOCALE_COOKIE)', () => {
  it('reads the saved interface language from the user settings, aliases included', () => {
    expect(savedUserLocale({ language: 'kz' })).toBe('kk');
    expect(savedUserLocale({ language: 'xx' })).toBeNull();
    expect(savedUserLocale({})).toBeNull();
  });

  it('writes user_lang from the saved language and re-renders only without an explicit choice', () => {
    expect(syncUserLocale('kk', '', 'ru')).toEqual({ cookie: expect.stringMatching(/^user_lang=kk; Path=\/; Max-Age=\d+; SameSite=Lax$/), rerender: true });
    // The lang cookie (chosen on this browser) comes first: the cookie is kept in step, the page stays as it is.
    expect(syncUserLocale('kk', 'lang=en', 'en')).toMatchObject({ rerender: false });
    expect(syncUserLocale('kk', 'user_lang=kk', 'kk')).toEqual({ cookie: null, rerender: false });
  });

  it('clears user_lang when the viewer has no saved language (another user, a guest)', () => {
    expect(syncUserLocale(null, 'user_lang=kk', 'kk')).toEqual({ cookie: 'user_lang=; Path=/; Max-Age=0; SameSite=Lax', rerender: false });
  });
});
