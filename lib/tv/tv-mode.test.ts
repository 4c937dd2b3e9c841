/** @jest-environment jest-fixed-jsdom */
import { EARLY_TV_MODE_SCRIPT, TV_MODE_STORAGE_KEY, isTvModeOn } from './tv-mode';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const TIZEN = 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0 TV Safari/537.36';
const WEBOS =
  'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0 Safari/537.36 WebAppManager';
const ANDROID_TV =
  'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K UR3 Build/STT1.211025.001.Z4) AppleWebKit/537.36 Chrome/119.0 Safari/537.36';
const FIRE_TV =
  'Mozilla/5.0 (Linux; Android 9; AFTKA Build/PS7633) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

/** Loads a page at `search` with this user agent, as the browser runs the layout's inline script: from its text. */
function loadPage(userAgent: string, search = ''): boolean {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.history.replaceState(null, '', `/${search}`);
  document.documentElement.removeAttribute('data-tv');
  new Function(EARLY_TV_MODE_SCRIPT)();
  return isTvModeOn(document);
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('the early TV-mode script', () => {
  it('turns on by itself for Tizen, webOS, Android TV sets and Fire TV, and not for desktops or phones', () => {
    expect([TIZEN, WEBOS, ANDROID_TV, FIRE_TV].map((agent) => loadPage(agent))).toEqual([true, true, true, true]);
    expect([DESKTOP, PHONE].map((agent) => loadPage(agent, '?q=1'))).toEqual([false, false]);
  });

  it('lets ?tv=1 and ?tv=0 decide over the user agent, and keeps that choice for the tab on later pages', () => {
    expect(loadPage(DESKTOP, '?tv=1')).toBe(true);
    expect(loadPage(DESKTOP, '')).toBe(true);
    expect(loadPage(TIZEN, '?tv=0')).toBe(false);
    expect(loadPage(TIZEN, '')).toBe(false);
    expect(sessionStorage.getItem(TV_MODE_STORAGE_KEY)).toBe('0');
  });

  it('ignores other values of the switch', () => {
    sessionStorage.setItem(TV_MODE_STORAGE_KEY, '0');
    expect(loadPage(TIZEN, '?tv=yes')).toBe(false);
    sessionStorage.clear();
    expect(loadPage(DESKTOP, '?tv=yes')).toBe(false);
  });

  it('still decides when the browser refuses the tab storage, for this page alone', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(loadPage(DESKTOP, '?tv=1')).toBe(true);
    expect(loadPage(TIZEN, '')).toBe(true);
  });
});
