import { SETTINGS_START_PAGE, settingsBack } from './settings-return';

describe('settingsBack', () => {
  it('a sub-page under the start page replaces itself with the start page', () => {
    expect(settingsBack({ parentHref: SETTINGS_START_PAGE, isStartPage: false, inAppHistory: true })).toEqual({ kind: 'replace', href: '/settings' });
  });

  it('deeper sub-pages go to their parent', () => {
    expect(settingsBack({ parentHref: '/settings/account', isStartPage: false, inAppHistory: false })).toEqual({ kind: 'push', href: '/settings/account' });
    expect(settingsBack({ parentHref: '/settings/language', isStartPage: false, inAppHistory: true })).toEqual({ kind: 'push', href: '/settings/language' });
  });

  it('the start page goes back to the page it was opened from, else replaces itself with home', () => {
    expect(settingsBack({ parentHref: '/', isStartPage: true, inAppHistory: true })).toEqual({ kind: 'history' });
    expect(settingsBack({ parentHref: '/', isStartPage: true, inAppHistory: false })).toEqual({ kind: 'replace', href: '/' });
  });

  it('a sub-page opened from its parent goes back in history, so the parent is not entered twice', () => {
    expect(settingsBack({ parentHref: SETTINGS_START_PAGE, isStartPage: false, inAppHistory: true, arrivedFrom: '/settings' })).toEqual({ kind: 'history' });
    expect(settingsBack({ parentHref: '/settings/account', isStartPage: false, inAppHistory: true, arrivedFrom: '/settings/account' })).toEqual({ kind: 'history' });
    expect(settingsBack({ parentHref: '/settings/account', isStartPage: false, inAppHistory: true, arrivedFrom: '/settings/info' })).toEqual({ kind: 'push', href: '/settings/account' });
  });

  it('the start page reached from another settings page leaves for the remembered page instead of walking back through them', () => {
    expect(settingsBack({ parentHref: '/', isStartPage: true, inAppHistory: true, arrivedFrom: '/settings/account', returnHref: '/row/1' })).toEqual({
      kind: 'replace',
      href: '/row/1',
    });
    expect(settingsBack({ parentHref: '/', isStartPage: true, inAppHistory: false, arrivedFrom: '/settings/account' })).toEqual({ kind: 'replace', href: '/' });
  });
});
