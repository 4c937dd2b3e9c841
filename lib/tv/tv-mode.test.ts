import { isTvUserAgent, resolveTvMode } from './tv-mode';

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

describe('isTvUserAgent', () => {
  it('knows Tizen, webOS, Android TV sets and Fire TV, and not desktops or phones', () => {
    expect([TIZEN, WEBOS, ANDROID_TV, FIRE_TV].map(isTvUserAgent)).toEqual([true, true, true, true]);
    expect([DESKTOP, PHONE].map(isTvUserAgent)).toEqual([false, false]);
  });
});

describe('resolveTvMode', () => {
  it('follows the user agent when neither the address nor the tab chose', () => {
    expect(resolveTvMode({ userAgent: TIZEN, search: '', stored: null })).toEqual({ on: true, store: null });
    expect(resolveTvMode({ userAgent: DESKTOP, search: '?q=1', stored: null })).toEqual({ on: false, store: null });
  });

  it('lets ?tv=1 and ?tv=0 decide, and stores that choice for the tab', () => {
    expect(resolveTvMode({ userAgent: DESKTOP, search: '?tv=1', stored: null })).toEqual({ on: true, store: '1' });
    expect(resolveTvMode({ userAgent: TIZEN, search: '?tv=0', stored: '1' })).toEqual({ on: false, store: '0' });
  });

  it("keeps the tab's stored choice on later pages without the switch, and ignores other values", () => {
    expect(resolveTvMode({ userAgent: DESKTOP, search: '', stored: '1' })).toEqual({ on: true, store: null });
    expect(resolveTvMode({ userAgent: TIZEN, search: '?tv=yes', stored: '0' })).toEqual({ on: false, store: null });
  });
});
