/** @jest-environment jest-fixed-jsdom */
import { debugLog, isDebugOn } from './debug-log';

describe('debugLog', () => {
  const env = process.env as Record<string, string | undefined>;
  const nodeEnv = env.NODE_ENV;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    env.NODE_ENV = nodeEnv;
    document.cookie = 'show_debug=; max-age=0';
    window.history.pushState(null, '', '/');
  });

  it("keeps a production viewer's console quiet", () => {
    env.NODE_ENV = 'production';
    debugLog.warn('auto-auth failed');
    expect(isDebugOn()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs once ?show_debug has marked the browser', () => {
    env.NODE_ENV = 'production';
    // The switch's answer sets the cookie on the page it leads to.
    document.cookie = 'show_debug=1';
    window.history.pushState(null, '', '/?show_debug=1');
    debugLog.warn('auto-auth failed', 42);
    expect(warn).toHaveBeenCalledWith('auto-auth failed', 42);
  });

  it('logs in development', () => {
    env.NODE_ENV = 'development';
    debugLog.warn('telegram status check failed');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
