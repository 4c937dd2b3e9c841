import { showInSavedLanguage, switchLanguage } from './switch-language';

function fakeWindow(href: string) {
  const url = new URL(href);
  return {
    document: { cookie: '' },
    location: { pathname: url.pathname, search: url.search, hash: url.hash, assign: jest.fn(), replace: jest.fn() },
  };
}

describe('moving to another language (issue 33)', () => {
  it('keeps a chosen language and loads this page in it, with its query and open modal', () => {
    const win = fakeWindow('https://tv.example/kk/contents/x?a=1#smarttv');
    switchLanguage('en', win as unknown as Window);
    expect(win.document.cookie).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(win.location.assign).toHaveBeenCalledWith('/en/contents/x?a=1#smarttv');
    switchLanguage('ru', win as unknown as Window);
    expect(win.location.assign).toHaveBeenLastCalledWith('/contents/x?a=1#smarttv');
  });

  it("shows the account's saved language in place of this address, writing no choice", () => {
    const win = fakeWindow('https://tv.example/channels/a');
    showInSavedLanguage('kk', win as unknown as Window);
    expect(win.document.cookie).toBe('');
    expect(win.location.replace).toHaveBeenCalledWith('/kk/channels/a');
  });
});
