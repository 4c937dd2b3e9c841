import { createApiClient } from '@/lib/api/client';
import { apiClientFor, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { DEFAULT_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from '@/lib/rules/validation';
import { shellSettingsFromEnv } from '@/lib/shell-settings';
import { loadShellData } from './shell-data';

const SETTINGS = shellSettingsFromEnv({});

describe('loadShellData against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('reads menu pages, the provider support contacts and the search configuration', async () => {
    const shell = await loadShellData(apiClientFor(platform), SETTINGS);
    expect(shell.pages.length).toBeGreaterThan(0);
    expect(shell.pages[0]).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String), template: expect.any(String) }));
    expect(shell.footer).toMatchObject({ providerShortname: 'demo', hasAgreement: true, hasPrivacy: true });
    expect(shell.footer.support?.email).toMatch(/@/);
    expect(shell.search.minChars).toBeGreaterThanOrEqual(1);
    expect(shell.search.debounceMs).toBeGreaterThan(0);
    expect(shell.partial).toBe(false);
  });

  it('still renders a shell when the platform is down', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApiClient({ baseUrl: 'http://platform.test', fetch: async () => Promise.reject(new TypeError('connect ECONNREFUSED')) });
    const shell = await loadShellData(api, SETTINGS);
    expect(shell.pages).toEqual([]);
    expect(shell.footer.support).toBeNull();
    expect(shell.search.debounceMs).toBe(SEARCH_DEBOUNCE_MS);
    // Shown to the viewer who asked, never stored over a complete copy.
    expect(shell.partial).toBe(true);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it('is partial when one call fails on the platform side, complete when one is refused', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answering = (status: number) =>
      createApiClient({
        baseUrl: 'http://platform.test',
        fetch: async (input, init) =>
          String(input).includes('/v2/platform/configuration') ? new Response('{}', { status }) : platform.app.fetch(new Request(input, init)),
      });
    expect((await loadShellData(answering(502), SETTINGS)).partial).toBe(true);
    expect((await loadShellData(answering(404), SETTINGS)).partial).toBe(false);
    error.mockRestore();
  });
});
