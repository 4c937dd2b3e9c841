/** @jest-environment jest-fixed-jsdom */
import type { ApiClient } from './client';
import { postMetricsEvents } from './metrics';

describe('postMetricsEvents', () => {
  const api = { post: jest.fn(async () => null) } as unknown as ApiClient;
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    info.mockRestore();
    document.cookie = 'show_debug=; max-age=0';
    window.history.pushState(null, '', '/');
  });

  it('shows each event in the console with analytics debug on (?show_debug), and sends them all in one call', async () => {
    // The switch's answer sets the cookie on the page it leads to.
    document.cookie = 'show_debug=1';
    window.history.pushState(null, '', '/?show_debug=1');
    await postMetricsEvents(api, [{ name: 'sign_in', params: { method: 'otp' } }, { name: 'push_show' }]);
    expect(info).toHaveBeenCalledWith('[analytics]', 'sign_in', { method: 'otp' });
    expect(info).toHaveBeenCalledWith('[analytics]', 'push_show', {});
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('is silent without it', async () => {
    await postMetricsEvents(api, { name: 'sign_in' });
    expect(info).not.toHaveBeenCalled();
  });
});
